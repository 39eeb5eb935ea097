import type { BuiltInProject } from "@/content/types";

const id = "fitpulse-coaching-app";
const dir = `/images/projects/${id}`;

export const fitpulseCoachingApp: BuiltInProject = {
  id,
  title: "FitPulse Coaching App",
  client: "FitPulse Studios",
  clientLogo: `${dir}/logo.svg`,
  industry: "Health & Fitness",
  serviceId: "mobile-apps",
  projectType: "mobile",
  description:
    "An iOS and Android coaching app that connects FitPulse's 60 personal trainers with in-studio and remote clients. Workouts are logged offline on the gym floor, synced when the phone reconnects, and coaches review form videos and wearable data from one inbox.",
  challenge:
    "FitPulse runs nine strength studios in Pune, Mumbai and Bengaluru and had grown a remote-coaching business on WhatsApp groups and shared spreadsheets. Coaches spent roughly 11 hours a week copying numbers from chats into sheets, clients lost their history whenever they changed phones, and nobody could see who was quietly dropping off until the renewal was missed. A previous app built by another agency had been pulled after launch: it required a connection for every screen, and studio basements have almost none, so sets logged mid-workout simply vanished. It also drained batteries by polling the server every few seconds. FitPulse needed an app that worked underground, respected the coach's time, pulled data from Apple Health and Android Health Connect, and handled subscriptions through the app stores without breaking their existing studio memberships.",
  solution:
    "We built a React Native app with Expo where the phone's SQLite database is the source of truth for the user interface. Every set, note and check-in is written locally first and queued as an operation with a client-generated ID; a sync engine pushes and pulls changes when connectivity returns, and the server resolves conflicts per field so a coach editing a plan and a client logging a set never overwrite each other. Form-check videos are compressed on the device to about 8 MB a minute and uploaded in resumable chunks. A coach inbox ranks clients by an adherence score built from missed sessions, sleep and resting heart rate, so attention goes to people at risk of churning. Subscriptions run through RevenueCat and map onto the studio membership system, and push notifications replaced polling entirely.",
  approach: [
    "Spent two days in studio basements measuring connectivity and watching how clients actually log sets between lifts",
    "Designed the local database schema and sync protocol before any screens, and tested it with scripted airplane-mode sessions",
    "Built coach and client experiences as one app with role-based navigation to share 80% of the code",
    "Ran a closed beta with 4 coaches and 120 clients for five weeks, shipping over-the-air updates twice a week",
    "Tracked cold start, crash-free sessions and battery use per release as release gates, not afterthoughts",
  ],
  features: [
    "Offline workout logging with automatic background sync and per-field conflict resolution",
    "Coach inbox that ranks clients by an adherence and churn-risk score",
    "Form-check video capture with on-device compression and resumable uploads",
    "Apple HealthKit and Android Health Connect integration for steps, sleep and heart rate",
    "Periodised program builder with templates, progressive overload rules and deload weeks",
    "In-app subscriptions through RevenueCat, linked to existing studio memberships",
    "Coach and client chat with voice notes, read receipts and quiet hours",
  ],
  technologies: [
    "React Native",
    "Expo",
    "TypeScript",
    "SQLite",
    "WatermelonDB",
    "Node.js",
    "PostgreSQL",
    "RevenueCat",
    "HealthKit",
    "Health Connect",
  ],
  techStack: [
    { category: "Mobile", technologies: ["React Native", "Expo", "TypeScript", "Reanimated"] },
    {
      category: "Offline & Sync",
      technologies: ["SQLite", "WatermelonDB", "Operation queue", "Per-field conflict resolution"],
    },
    { category: "Backend", technologies: ["Node.js", "Fastify", "PostgreSQL", "Amazon S3 multipart uploads"] },
    {
      category: "Integrations",
      technologies: ["Apple HealthKit", "Android Health Connect", "RevenueCat", "Firebase Cloud Messaging"],
    },
    { category: "Quality & Release", technologies: ["Detox", "Sentry", "EAS Build", "EAS Update"] },
  ],
  metrics: {
    "30-day retention": "58%",
    "App Store rating": "4.8",
    "Clients per coach": "2.5x",
    "Crash-free sessions": "99.7%",
  },
  detailedMetrics: [
    {
      label: "30-day retention",
      value: "58%",
      description:
        "Share of new remote-coaching clients still logging workouts after 30 days, up from 31% on the WhatsApp workflow.",
    },
    {
      label: "Clients per coach",
      value: "2.5x",
      description:
        "Average remote clients a coach can handle rose from 14 to 35 once manual copying and chasing disappeared.",
    },
    {
      label: "Lost workout logs",
      value: "0",
      description:
        "Sets lost to poor connectivity since launch, across more than 410,000 workouts logged in studio basements.",
    },
    {
      label: "Crash-free sessions",
      value: "99.7%",
      description:
        "Crash-free session rate on iOS and Android combined over the first six months, measured with Sentry.",
    },
  ],
  gallery: [`${dir}/gallery-1.webp`, `${dir}/gallery-2.webp`, `${dir}/gallery-3.webp`, `${dir}/gallery-4.webp`],
  image: `${dir}/cover.webp`,
  liveUrl: "https://fitpulsestudios.in/app",
  extendedTestimonial: {
    quote:
      "The first app failed in our basements. This one works with no signal at all, and our coaches got their evenings back. Renewals are up because we now see who is slipping before they leave.",
    author: "Tanvi Deshpande",
    position: "Founder & Head Coach",
    company: "FitPulse Studios",
  },
  testimonial:
    "The first app failed in our basements. This one works with no signal at all, and our coaches got their evenings back. Renewals are up because we now see who is slipping before they leave.",
  timeline: "4 months",
  teamSize: "5 engineers",
  createdAt: "2026-02-10T09:00:00.000Z",
};
