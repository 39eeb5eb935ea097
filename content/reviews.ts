import type { Review } from "./types";
import { reviewsFor } from "./review-filters";

/** The fifteen client reviews of the reviews page, three per service. */
export const reviews: Review[] = [
  {
    id: "review-01",
    name: "Rohan Kapoor",
    role: "Head of Operations",
    company: "UrbanNest Realty",
    rating: 5,
    review:
      "Kairo Labs rebuilt our listings and lead-management portal in ten weeks. Pages that took six seconds now load in under one, and our agents work from one dashboard instead of four spreadsheets. What stood out was the Friday demo: we saw working software every week and could change direction early, without drama.",
    service: "web-apps",
    image: "/images/people/review-01.webp",
  },
  {
    id: "review-02",
    name: "Emily Carter",
    role: "Product Director",
    company: "Northbridge Learning",
    rating: 5,
    review:
      "We needed a course platform that survives exam-day traffic. The team designed for it from the start — caching, queues and load tests at five times our peak — and launch day was the quietest we have ever had. Clean code, clear documentation and a handover our in-house developers actually enjoyed.",
    service: "web-apps",
    image: "/images/people/review-02.webp",
  },
  {
    id: "review-03",
    name: "Vikram Nair",
    role: "Founder",
    company: "Spicetrail Foods",
    rating: 4,
    review:
      "Our B2B ordering portal replaced phone and WhatsApp orders for 300 restaurant clients. Ordering errors dropped sharply and finance now reconciles in hours, not days. We finished two weeks later than the first plan because we added invoicing mid-project, but Kairo Labs flagged the impact the same day and priced it transparently.",
    service: "web-apps",
    image: "/images/people/review-03.webp",
  },
  {
    id: "review-04",
    name: "Daniel Okafor",
    role: "CTO",
    company: "Ledgerly",
    rating: 5,
    review:
      "Kairo Labs took our invoicing tool from prototype to a multi-tenant SaaS with Stripe billing, SSO and audit logs. Their architecture review caught a tenant-isolation flaw that would have hurt us badly at scale. Six months on, our customer base has tripled without a single tenancy incident.",
    service: "saas",
    image: "/images/people/review-04.webp",
  },
  {
    id: "review-05",
    name: "Priya Sharma",
    role: "CEO",
    company: "ShiftWise HR",
    rating: 5,
    review:
      "We arrived with a spreadsheet-based process and left with a subscription HR platform our customers pay for every month. In discovery the team challenged our feature list and cut it down to what mattered for launch. That focus got us to paying customers in fourteen weeks.",
    service: "saas",
    image: "/images/people/review-05.webp",
  },
  {
    id: "review-06",
    name: "Marcus Lindqvist",
    role: "Head of Product",
    company: "Clearroute Logistics",
    rating: 5,
    review:
      "Solid engineering and a team that communicates well across time zones. The route-planning SaaS they built is fast, and the operator console is genuinely useful. Reporting took one more iteration than we expected to get right, and it is now the most-used screen in the product.",
    service: "saas",
    image: "/images/people/review-06.webp",
  },
  {
    id: "review-07",
    name: "Ananya Iyer",
    role: "Product Manager",
    company: "FitPulse",
    rating: 5,
    review:
      "Our fitness app needed offline workouts, wearable sync and subscriptions on both stores. Kairo Labs delivered it in React Native with a native module for heart-rate data, and both builds passed review first time. Crash-free sessions sit above 99.8%, and our store rating went from 3.9 to 4.7 in two months.",
    service: "mobile-apps",
    image: "/images/people/review-07.webp",
  },
  {
    id: "review-08",
    name: "Kabir Malhotra",
    role: "Co-founder",
    company: "ParkEasy",
    rating: 5,
    review:
      "The parking app handles live slot availability across 40 sites, and a driver goes from opening the app to a paid UPI booking in under ten seconds. The team thought through cases we had missed: no signal in basements, refunds, attendants changing shifts. It feels like a product, not a project.",
    service: "mobile-apps",
    image: "/images/people/review-08.webp",
  },
  {
    id: "review-09",
    name: "Sarah Mitchell",
    role: "Director of Digital",
    company: "Harbor Health Clinics",
    rating: 4,
    review:
      "Patient booking and reminders moved from phone calls to our new app, and no-shows fell noticeably within the first quarter. Kairo Labs treated accessibility and patient privacy with real care. Supporting older Android devices needed an extra sprint, which they absorbed without fuss.",
    service: "mobile-apps",
    image: "/images/people/review-09.webp",
  },
  {
    id: "review-10",
    name: "Neha Gupta",
    role: "VP of Sales",
    company: "Brightpath Admissions",
    rating: 5,
    review:
      "Every enquiry from our ads now gets a call within 30 seconds, in Hindi or English, day or night. The voice agent qualifies the student, books a counselling slot and logs everything in our CRM. Our counsellors spend their time on serious applicants, and enrolments from paid leads rose markedly in the first admission cycle.",
    service: "ai-calling",
    image: "/images/people/review-10.webp",
  },
  {
    id: "review-11",
    name: "James Whitfield",
    role: "Managing Director",
    company: "Keystone Home Loans",
    rating: 5,
    review:
      "I doubted that callers would accept an AI voice. Kairo Labs ran a two-week pilot with agreed metrics first, and the results settled the debate. The agent handles first-contact qualification, transfers hot leads to our brokers live, and its call summaries are better than the notes we used to take.",
    service: "ai-calling",
    image: "/images/people/review-11.webp",
  },
  {
    id: "review-12",
    name: "Arjun Reddy",
    role: "Founder",
    company: "SolarGrid Installers",
    rating: 4,
    review:
      "Our follow-ups used to die after the second attempt. Now the AI agent calls back at the times leads prefer and books site surveys straight into our calendar. Tuning the script for regional accents took a few rounds, but the team iterated quickly and the booking rate kept climbing week after week.",
    service: "ai-calling",
    image: "/images/people/review-12.webp",
  },
  {
    id: "review-13",
    name: "Meera Krishnan",
    role: "CFO",
    company: "Vertex Distribution",
    rating: 5,
    review:
      "Kairo Labs automated our invoice intake. The system reads supplier invoices in any format, matches them to purchase orders and routes exceptions to the right approver. Our month-end close is four days shorter, and the payables team has stopped doing data entry altogether.",
    service: "ai-automation",
    image: "/images/people/review-13.webp",
  },
  {
    id: "review-14",
    name: "Thomas Becker",
    role: "Operations Lead",
    company: "Alpenreise Travel",
    rating: 5,
    review:
      "They mapped our booking operations before writing a line of code, which is exactly why the automation works. Confirmations, supplier e-mails and itinerary changes now run on their own, with every step logged. In peak season our team handles three times the bookings without extra hires.",
    service: "ai-automation",
    image: "/images/people/review-14.webp",
  },
  {
    id: "review-15",
    name: "Sanya Verma",
    role: "Head of Customer Experience",
    company: "Quikcart",
    rating: 5,
    review:
      "Support tickets are now triaged, tagged and drafted by an AI workflow that pulls from our help centre and order data; agents approve or edit with one click. First-response time dropped from hours to minutes, and the dashboards show exactly where automation helps and where a person should still step in.",
    service: "ai-automation",
    image: "/images/people/review-15.webp",
  },
];

export interface ReviewStat {
  value: string;
  label: string;
}

/** The reviews page's hero stats: fixed text. */
export const REVIEW_STATS: Record<"rating" | "projects" | "retention" | "stories", ReviewStat> = {
  rating: { value: "4.9/5", label: "Average Rating" },
  projects: { value: "500+", label: "Projects by Our Network" },
  retention: { value: "98%", label: "Client Retention" },
  stories: { value: "15", label: "Client Stories" },
};

export { REVIEW_FILTERS } from "./review-filters";

/** The reviews a filter value selects ("all" selects every review). */
export const filterReviews = (value: string, list: Review[] = reviews): Review[] => reviewsFor(value, list);
