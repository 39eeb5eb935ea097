import type { BuiltInProject } from "@/content/types";

const id = "routewise-logistics-automation";
const dir = `/images/projects/${id}`;

export const routewiseLogisticsAutomation: BuiltInProject = {
  id,
  title: "RouteWise Logistics Automation",
  client: "RouteWise Freight Solutions",
  clientLogo: `${dir}/logo.svg`,
  industry: "Logistics",
  serviceId: "ai-automation",
  projectType: "ai",
  description:
    "An AI automation layer for a third-party logistics company running 650 trucks out of Bengaluru, Pune and Chennai. Proof-of-delivery documents are read and verified automatically, daily routes are optimised overnight, and an exception agent handles delays with drivers and customers over WhatsApp.",
  challenge:
    "RouteWise moved freight for 180 business customers, and its back office ran on paper. Drivers photographed proofs of delivery, e-way bills and toll receipts and sent them over WhatsApp; a team of 26 people typed them into the ERP, which took an average of nine days from delivery to invoice and tied up working capital the company needed for fuel. About 7% of documents had errors that surfaced only when a customer disputed an invoice. Route planning was done each evening in spreadsheets by two senior dispatchers, so routes ignored live traffic patterns and vehicle capacity was used at around 71%. When a truck ran late, customers found out by calling, and dispatchers spent most of the morning on the phone. Leadership wanted automation, but had been burned by a vendor demo that could not cope with handwritten, stamped and creased paperwork.",
  solution:
    "We built the automation in three parts on a Temporal workflow engine, so every step is retried, logged and resumable. Document intake reads each WhatsApp photo with OCR, then a vision-capable language model extracts fields into a strict schema; every value is cross-checked against the e-way bill portal and the shipment record, and anything below a confidence threshold goes to a human with the uncertain fields highlighted. Routing uses Google OR-Tools with PostGIS road distances, historical travel times per hour of day and real vehicle capacities, producing next-day plans by 2 a.m. for dispatchers to adjust. An exception agent watches GPS pings against each plan; when a delay passes 30 minutes it asks the driver for a reason over WhatsApp, updates the ETA and notifies the customer, escalating to a dispatcher only when a decision is needed.",
  approach: [
    "Collected 12,000 real documents, including creased, stamped and handwritten ones, to build an evaluation set before choosing any model",
    "Put human review into the design from the start, with confidence thresholds tuned per field against measured error rates",
    "Replayed three months of historical orders through the route optimiser to compare plans with what dispatchers actually did",
    "Shipped document intake first to one depot, then routing, then the exception agent, each behind a kill switch",
    "Trained back-office staff as reviewers and exception handlers instead of replacing them, and measured their throughput weekly",
  ],
  features: [
    "Automatic extraction of proof-of-delivery, e-way bill and toll receipt data from WhatsApp photos",
    "Cross-validation of extracted fields against the e-way bill portal and shipment records",
    "Human-in-the-loop review queue that highlights only the uncertain fields",
    "Overnight route optimisation with vehicle capacities, delivery windows and hour-of-day travel times",
    "Exception agent that detects delays from GPS, asks drivers for reasons and updates customers automatically",
    "Same-day invoicing triggered as soon as a delivery is verified",
    "Operations dashboard with depot-level on-time rates, document backlog and model confidence trends",
  ],
  technologies: [
    "Python",
    "FastAPI",
    "Temporal",
    "GPT-4o mini",
    "PaddleOCR",
    "Google OR-Tools",
    "PostgreSQL",
    "PostGIS",
    "WhatsApp Business API",
    "React",
  ],
  techStack: [
    {
      category: "AI & Document Processing",
      technologies: ["GPT-4o mini (vision)", "PaddleOCR", "Pydantic schemas", "Evaluation harness"],
    },
    { category: "Optimisation", technologies: ["Google OR-Tools", "PostGIS", "OSRM", "Historical travel-time model"] },
    { category: "Workflow & Backend", technologies: ["Python", "FastAPI", "Temporal", "PostgreSQL"] },
    {
      category: "Integrations",
      technologies: ["WhatsApp Business API", "E-way bill API", "GPS telematics feed", "ERP connector"],
    },
    { category: "Operations UI", technologies: ["React", "TypeScript", "Mapbox GL", "Grafana"] },
  ],
  metrics: {
    "Manual data entry": "-82%",
    "Delivery to invoice": "9 → 2 days",
    "Fuel cost per km": "-11%",
    "On-time delivery": "96.4%",
  },
  detailedMetrics: [
    {
      label: "Manual data entry",
      value: "-82%",
      description:
        "Documents needing manual typing fell to fewer than one in five; reviewers now confirm highlighted fields instead.",
    },
    {
      label: "Delivery to invoice",
      value: "9 → 2 days",
      description:
        "Average time from delivery to invoice, releasing about ₹4.2 crore of working capital at any given time.",
    },
    {
      label: "Vehicle utilisation",
      value: "71% → 84%",
      description:
        "Average load capacity used per trip after overnight route optimisation, with 11% lower fuel cost per kilometre.",
    },
    {
      label: "On-time delivery",
      value: "96.4%",
      description:
        "Deliveries inside the customer's window across all three depots, up from 88.9% in the quarter before launch.",
    },
  ],
  gallery: [`${dir}/gallery-1.webp`, `${dir}/gallery-2.webp`, `${dir}/gallery-3.webp`, `${dir}/gallery-4.webp`],
  image: `${dir}/cover.webp`,
  liveUrl: "https://routewisefreight.in",
  extendedTestimonial: {
    quote:
      "Other vendors showed us demos on clean PDFs. Kairo Labs started with a shoebox of our worst paperwork. Six months later we invoice in two days, and our dispatchers plan instead of firefighting.",
    author: "Vikram Nair",
    position: "Director of Operations",
    company: "RouteWise Freight Solutions",
  },
  testimonial:
    "Other vendors showed us demos on clean PDFs. Kairo Labs started with a shoebox of our worst paperwork. Six months later we invoice in two days, and our dispatchers plan instead of firefighting.",
  timeline: "6 months",
  teamSize: "6 engineers",
  createdAt: "2026-04-22T09:00:00.000Z",
};
