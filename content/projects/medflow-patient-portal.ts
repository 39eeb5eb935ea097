import type { BuiltInProject } from "@/content/types";

const id = "medflow-patient-portal";
const dir = `/images/projects/${id}`;

export const medflowPatientPortal: BuiltInProject = {
  id,
  title: "MedFlow Patient Portal",
  client: "MedFlow Health Network",
  clientLogo: `${dir}/logo.svg`,
  industry: "Healthcare",
  serviceId: "web-apps",
  projectType: "web",
  description:
    "A ground-up rebuild of the patient portal for a network of 14 multispeciality clinics across North India. Patients now book appointments, pay, link their ABHA health ID and download lab reports in Hindi or English, on any phone, in under two seconds.",
  challenge:
    "MedFlow's portal was a ten-year-old PHP application bolted onto its hospital information system (HIS). On a mid-range Android phone over 3G the booking page took 9.2 seconds to become usable, and 38% of patients who started a booking abandoned it. Lab reports were e-mailed as unencrypted PDFs, there was no Hindi interface although 55% of patients preferred it, and every schedule change at a clinic needed a developer to edit a configuration file. The call centre absorbed the failure: 2,400 calls a day, most of them asking for a slot or a report. MedFlow also had to meet India's Digital Personal Data Protection Act 2023 and link records to ABHA, and it could not afford a big-bang cut-over: the HIS stayed the source of truth and clinics had to keep running through the migration.",
  solution:
    "We rebuilt the portal as a server-rendered Next.js application in front of a thin integration service that speaks FHIR R4 to the HIS, so the portal never writes to the clinical database directly. Slot availability is cached in Redis for 30 seconds and confirmed against the HIS at checkout, which removed double bookings without hammering the legacy system. Pages ship almost no client JavaScript: the booking flow is 41 KB gzipped and works as plain forms before hydration. Lab reports moved to encrypted S3 storage in the Mumbai region behind 10-minute signed URLs, and every read is written to an append-only audit log. Clinic managers got a small admin area for schedules, holidays and doctors. We ran old and new portals side by side for six weeks, moving clinics over in three waves while comparing booking counts daily.",
  approach: [
    "Two-week discovery: shadowed front-desk staff at three clinics, replayed 30 days of call-centre logs and measured the old portal on real devices",
    "Defined a FHIR R4 contract with the HIS vendor first, then built the portal against a mock of it so both teams worked in parallel",
    "Performance budget agreed up front: under 2 s Largest Contentful Paint on a Moto G-class phone over 3G, enforced in CI with Lighthouse",
    "Hindi and English designed together from the first wireframe, tested with patients in Lucknow and Dehradun waiting rooms",
    "Consent, audit logging and data retention mapped to the DPDP Act with MedFlow's legal team before any patient data moved",
    "Clinic-by-clinic rollout in three waves with a feature flag per clinic and a daily reconciliation of bookings between old and new systems",
  ],
  features: [
    "Appointment booking by doctor, speciality or symptom with live slot availability across 14 clinics",
    "ABHA health ID linking and consent-based record sharing through the Ayushman Bharat Digital Mission",
    "Lab reports and prescriptions behind encrypted, time-limited download links with a full access audit trail",
    "UPI, card and net-banking payments through Razorpay with automatic GST invoices",
    "Complete Hindi and English interfaces, switchable on every page and remembered per patient",
    "Family profiles so one account can book for children and elderly parents",
    "WhatsApp and SMS reminders 24 hours and 2 hours before each visit, with one-tap rescheduling",
    "Clinic admin area for schedules, doctor leave and holiday calendars without developer help",
  ],
  technologies: [
    "Next.js",
    "TypeScript",
    "React",
    "Tailwind CSS",
    "PostgreSQL",
    "Prisma",
    "Redis",
    "HL7 FHIR R4",
    "Razorpay",
    "AWS",
  ],
  techStack: [
    {
      category: "Frontend",
      technologies: ["Next.js App Router", "React Server Components", "TypeScript", "Tailwind CSS"],
    },
    { category: "Backend & Integration", technologies: ["Node.js", "HL7 FHIR R4", "Prisma", "Redis"] },
    {
      category: "Data & Security",
      technologies: ["PostgreSQL", "AWS KMS", "Amazon S3 signed URLs", "Append-only audit log"],
    },
    { category: "Infrastructure", technologies: ["AWS ap-south-1 (Mumbai)", "Amazon ECS", "CloudFront", "Terraform"] },
    { category: "Quality", technologies: ["Playwright", "Vitest", "Lighthouse CI", "axe-core"] },
  ],
  metrics: {
    "Online bookings": "+41%",
    "Load time on 3G": "1.8s",
    "Call-centre volume": "-36%",
    "Booking abandonment": "38% → 14%",
  },
  detailedMetrics: [
    {
      label: "Online bookings",
      value: "+41%",
      description:
        "Appointments booked online in the first full quarter after launch, compared with the same quarter a year earlier.",
    },
    {
      label: "Largest Contentful Paint",
      value: "1.8s",
      description:
        "75th-percentile LCP on the booking page from real-user monitoring, down from 9.2 seconds on the old portal.",
    },
    {
      label: "Call-centre volume",
      value: "-36%",
      description: "Daily calls fell from about 2,400 to 1,530 as slot and report questions moved to self-service.",
    },
    {
      label: "Patients using Hindi",
      value: "52%",
      description:
        "Share of sessions that use the Hindi interface, a language the previous portal did not offer at all.",
    },
  ],
  gallery: [`${dir}/gallery-1.webp`, `${dir}/gallery-2.webp`, `${dir}/gallery-3.webp`, `${dir}/gallery-4.webp`],
  image: `${dir}/cover.webp`,
  liveUrl: "https://portal.medflowhealth.in",
  extendedTestimonial: {
    quote:
      "Kairo Labs treated our front desk as the real users. The new portal is fast on the cheapest phones our patients carry, it speaks Hindi, and our call centre finally has time for the calls that matter.",
    author: "Dr. Neha Kapoor",
    position: "Chief Operating Officer",
    company: "MedFlow Health Network",
  },
  testimonial:
    "Kairo Labs treated our front desk as the real users. The new portal is fast on the cheapest phones our patients carry, it speaks Hindi, and our call centre finally has time for the calls that matter.",
  timeline: "5 months",
  teamSize: "6 engineers",
  createdAt: "2025-09-18T09:00:00.000Z",
};
