import type { ProductCard } from "./types";

/** The studio's own products. Speaksify comes first and is the one featured on the home page. */
export const products: ProductCard[] = [
  {
    id: "speaksify",
    title: "Speaksify",
    tagline: "AI-Powered Voice Engagement Engine",
    description:
      "Speaksify calls every new lead within seconds of the enquiry, qualifies them in a natural voice conversation, books the meeting and hands your team a transcript and summary. Built for sales teams, marketing teams, founders and lead-generation professionals who cannot afford to let a warm lead go cold.",
    ctaText: "Get Started",
    ctaLink: "/products/speaksify",
    tag: "Voice AI",
    icon: "AudioLines",
    featured: true,
    claims: [
      "AI calls every lead in 30 seconds",
      "300-500% ROI in 90 days",
      "Multilingual voice agents",
      "Real-time feedback on pace, tone and clarity",
    ],
  },
  {
    id: "tracewell",
    title: "Tracewell",
    tagline: "Observability and Evaluation for AI Agents",
    description:
      "Tracewell records every step an AI agent takes — prompts, tool calls, retrieved documents, costs and latency — and scores each run against your own test suites. Teams use it to catch regressions before a model or prompt change reaches customers, and to show auditors exactly why an agent did what it did.",
    ctaText: "Request Early Access",
    ctaLink: "/#contact",
    tag: "AI Ops",
    icon: "Activity",
    featured: false,
    claims: [
      "Step-by-step traces of every agent run",
      "Regression tests for prompts and models",
      "Cost and latency per conversation",
    ],
  },
  {
    id: "docsense",
    title: "Docsense",
    tagline: "Document Intelligence for Operations Teams",
    description:
      "Docsense turns invoices, purchase orders, contracts and KYC documents into validated, structured data. It reads scans, PDFs and phone photos, checks the fields against your records, and sends only the exceptions to a reviewer — then posts the approved data to your ERP, CRM or spreadsheet.",
    ctaText: "Request Early Access",
    ctaLink: "/#contact",
    tag: "Document AI",
    icon: "FileSearch",
    featured: false,
    claims: [
      "Reads PDFs, scans and phone photos",
      "Human review only for exceptions",
      "Posts approved data to ERP and CRM",
    ],
  },
];

/** The product featured on the home page. */
export const featuredProduct: ProductCard = products.find((product) => product.featured) ?? products[0];
