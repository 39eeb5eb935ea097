import type { BuiltInBlogPost } from "@/content/types";
import { kabirKhanna } from "./authors";

const id = "case-study-medflow-rebuild";

const content = `
MedFlow Health Network runs 14 multispeciality clinics across Delhi NCR, Lucknow and Dehradun. When its leadership approached us, the patient portal was a ten-year-old PHP application attached to the hospital information system, and it was failing patients in ways that showed up everywhere except the portal's own reports. This is the story of how a team of six engineers rebuilt it in five months without interrupting a single clinic day, and what we would do the same way again.

The problem, measured

We started by measuring rather than redesigning. On a mid-range Android phone over a 3G connection, the kind of device many MedFlow patients carry, the booking page took 9.2 seconds to become usable. Of the patients who started a booking, 38% abandoned it. Lab reports were sent as unencrypted PDF attachments. Although 55% of patients told us they preferred Hindi, the portal was English only.

The real cost showed up in the call centre, which handled about 2,400 calls a day. Replaying a month of call logs showed most calls asked for a slot or a lab report, the two things the portal was supposed to do. Schedule changes needed a developer, so the portal often offered slots for doctors on leave.

Constraints that shaped the design

Three constraints mattered more than any technology choice. First, the hospital information system had to remain the source of truth for clinical data; the portal could not become a second database of record. Second, MedFlow needed to comply with the Digital Personal Data Protection Act 2023 and link patient records to ABHA, the national health ID. Third, there could be no big-bang cut-over. Clinics open at 7 a.m. every day of the year, and the front desk had to keep working throughout.

An integration layer, not a direct connection

We placed a small integration service between the new portal and the hospital system, speaking FHIR R4, the international standard for exchanging health records. We agreed the FHIR contract with the HIS vendor in the first two weeks, then built the portal against a mock of it, so both teams could work in parallel without waiting on each other.

Slot availability was the hardest part. The legacy system could not take the load of thousands of patients browsing schedules, so we cache availability in Redis for 30 seconds and confirm the chosen slot against the HIS at checkout. If it has just been taken, the patient sees three alternatives instead of an error, and double bookings stopped entirely.

Fast on the phones patients actually own

We set a performance budget before designing a single screen: the booking page had to reach Largest Contentful Paint in under two seconds on a Moto G-class phone over 3G, and Lighthouse CI would fail any build that broke it. That budget drove most of the frontend decisions. The portal is a server-rendered Next.js application using React Server Components, so most pages arrive as finished HTML. The entire booking flow ships 41 KB of compressed JavaScript and works as plain HTML forms even before the page is hydrated.

Hindi was designed in from the first wireframe rather than translated at the end. Hindi labels are often longer than their English equivalents, and we tested layouts with patients in waiting rooms in Lucknow and Dehradun. The final vocabulary came from front-desk staff, not a dictionary.

Privacy by default

Lab reports moved to encrypted storage in AWS's Mumbai region, available only through signed links that expire after ten minutes. Every read of a patient's record is written to an append-only audit log that MedFlow's compliance team can query. Consent for ABHA record sharing is explicit, granular and revocable from the patient's profile. We mapped each data flow to the DPDP Act with MedFlow's legal team before any real patient data moved.

Rolling out without a cut-over

We ran the old and new portals side by side for six weeks. Clinics moved over in three waves, each behind its own feature flag, starting with the two clinics whose managers were most sceptical. Each morning we reconciled the previous day's bookings between the two systems. When the last clinic moved, the old portal was switched to read-only and retired a month later.

Clinic managers also received a small admin area for schedules, doctor leave and holidays, which removed the biggest source of wrong information on the portal.

The results

In the first full quarter after launch, online bookings rose 41% compared with the same quarter a year earlier. The 75th-percentile Largest Contentful Paint on the booking page, measured from real users, is 1.8 seconds, down from 9.2. Booking abandonment fell from 38% to 14%. Daily call-centre volume dropped 36%, from about 2,400 calls to 1,530, freeing staff for the conversations that need a person. And 52% of sessions now use the Hindi interface, a language the previous portal did not offer at all.

What we would repeat

Measure before redesigning, on the devices and networks your users actually have. Agree the integration contract first and build against a mock. Put performance and language requirements into the definition of done rather than a backlog. And roll out gradually, with a daily reconciliation that tells you the truth. As MedFlow's chief operating officer, Dr. Neha Kapoor, put it at the project review, the call centre finally has time for the calls that matter.
`.trim();

export const caseStudyMedflowRebuild: BuiltInBlogPost = {
  id,
  title: "Case Study: Rebuilding MedFlow's Patient Portal for Every Phone",
  excerpt:
    "How six engineers rebuilt a 14-clinic patient portal in five months: 1.8-second loads on 3G, a Hindi interface, FHIR integration and 41% more online bookings, with no downtime.",
  content,
  authorName: kabirKhanna.name,
  authorAvatar: kabirKhanna.avatar,
  authorBio: kabirKhanna.bio,
  publishedAt: "2025-12-09T09:00:00.000Z",
  category: "Case Studies",
  featuredImage: `/images/blog/${id}.webp`,
  tags: ["Case Study", "Healthcare", "Next.js", "Performance", "Architecture"],
  featured: false,
};
