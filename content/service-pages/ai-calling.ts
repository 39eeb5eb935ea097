import type { ServicePage } from "./types";
import { getStarted } from "./shared";

export const aiCallingPage: ServicePage = {
  route: "/ai-calling",
  serviceCardId: "ai-calling",
  accent: "pink",
  meta: {
    title: "AI Calling Agency",
    description:
      "AI voice agents that call, qualify and book your leads around the clock: 95% call completion, 3x faster qualification and 70% lower cost per call.",
  },
  hero: {
    eyebrow: "AI Calling Agency",
    title: "Voice agents that call every lead,",
    highlight: "every time.",
    description:
      "Natural-sounding AI agents that answer and place calls in 30+ languages, qualify leads against your criteria, book meetings into your calendar and log everything in your CRM.",
    actions: [
      getStarted("ai-calling-hero", "Deploy Your AI Agent"),
      { label: "Listen to Demo", target: { kind: "anchor", id: "demo" }, variant: "outline" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "capabilities",
      eyebrow: "Capabilities",
      title: "What our voice agents do",
      items: [
        {
          icon: "PhoneCall",
          title: "Inbound and outbound calling",
          description: "Answer every inbound call in under a second and work outbound lists at the pace you choose.",
        },
        {
          icon: "Target",
          title: "Lead qualification",
          description: "BANT or your own scorecard, asked conversationally, with a score and summary after every call.",
        },
        {
          icon: "Calendar",
          title: "Meeting booking",
          description: "Live availability from Google or Outlook calendars, confirmations by SMS and e-mail.",
        },
        {
          icon: "Globe",
          title: "30+ languages and accents",
          description: "Switches language mid-call and keeps your brand voice and terminology.",
        },
        {
          icon: "Plug",
          title: "CRM integration",
          description: "Transcripts, outcomes and next steps written to Salesforce, HubSpot or Zoho automatically.",
        },
        {
          icon: "ShieldCheck",
          title: "Compliance controls",
          description: "Consent capture, do-not-call lists, call recording rules and PII redaction by region.",
        },
      ],
    },
    {
      kind: "features",
      id: "use-cases",
      eyebrow: "Use cases",
      title: "Where AI calling pays off first",
      columns: 3,
      items: [
        {
          icon: "TrendingUp",
          title: "Speed-to-lead for sales",
          description: "Call web and ad leads within seconds, while they still remember filling in the form.",
          points: ["Higher contact rates", "Qualified meetings booked automatically", "Reps only talk to buyers"],
        },
        {
          icon: "Headphones",
          title: "Customer support lines",
          description: "Resolve order status, bookings and FAQs on the first ring, day or night.",
          points: ["No hold music", "Smart hand-off to a human", "Lower cost per ticket"],
        },
        {
          icon: "Calendar",
          title: "Appointment reminders and reactivation",
          description: "Confirm, reschedule and win back customers at the right moment.",
          points: ["Fewer no-shows", "Revived dormant accounts", "Campaigns at any scale"],
        },
      ],
    },
    {
      kind: "stats",
      id: "stats",
      eyebrow: "Results",
      title: "What clients see in the first 90 days",
      stats: [
        { value: "95%", label: "Call completion" },
        { value: "3x", label: "Faster qualification" },
        { value: "70%", label: "Cost reduction" },
        { value: "24/7", label: "Availability" },
      ],
    },
    {
      kind: "demo",
      id: "demo",
      eyebrow: "Demo",
      title: "Listen in on a real qualification call",
      intro:
        "A lead filled in a pricing form 20 seconds before this call. Names changed; everything else is as it happened.",
      transcript: [
        {
          speaker: "agent",
          text: "Hi Priya, this is Ava from Northwind Solar — you just asked for a quote on our website. Is now a good moment for two quick questions?",
        },
        { speaker: "lead", text: "Oh, that was fast. Sure, go ahead." },
        {
          speaker: "agent",
          text: "Great. Is the installation for your own home, and roughly what is your monthly electricity bill?",
        },
        { speaker: "lead", text: "It's my house, and it's around 180 dollars a month, more in summer." },
        {
          speaker: "agent",
          text: "That is a good fit for a 6 kW system. Our surveyor has Thursday at 10 or Friday at 3 free — which works better?",
        },
        { speaker: "lead", text: "Friday at 3, please." },
        {
          speaker: "agent",
          text: "Booked. You will get a text confirmation now, and Daniel will bring the estimate on Friday. Anything else I can help with?",
        },
      ],
      outcome: [
        { value: "18 s", label: "From form to first ring" },
        { value: "Qualified", label: "Homeowner, $180/month bill" },
        { value: "Booked", label: "Site survey, Friday 3 pm" },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Never miss a lead again",
      intro: "We build, train and run your voice agent. Most clients are live within three weeks.",
      actions: [getStarted("ai-calling-cta", "Book a Scoping Session")],
    },
  ],
};
