import type { ServicePage } from "./types";

export const speaksifyPage: ServicePage = {
  route: "/products/speaksify",
  serviceCardId: "ai-calling",
  accent: "pink",
  heroImage: "/images/services/speaksify.webp",
  showcase: {
    title: "Every call, scored and booked",
    description:
      "One console for the whole day: who was called and when, what they said they need, and which meetings are already in your reps' calendars — before anyone on the team has opened a laptop.",
    features: [
      "A first call within 30 seconds of every enquiry",
      "Budget, timeline and intent captured in the conversation",
      "Hand-over to a person mid-call when the lead asks",
      "Transcripts and outcomes synced to your CRM",
    ],
    image: "/images/services/speaksify-bg.webp",
  },
  meta: {
    title: "Speaksify — AI Voice Engagement Engine",
    description:
      "Speaksify calls every new lead within 30 seconds, qualifies them in a natural voice conversation and books the meeting. Live in 6+ countries, 5K+ daily interactions.",
  },
  hero: {
    eyebrow: "Speaksify · Voice AI",
    title: "Call every lead within 30\u00a0seconds —",
    highlight: "automatically.",
    description:
      "Speaksify is an AI voice engagement engine: it phones each new enquiry in seconds, qualifies it in a natural conversation, books the meeting and hands your team the transcript.",
    actions: [
      { label: "Request Demo", target: { kind: "conversion", action: "speaksify-demo" } },
      { label: "Start Free Trial", target: { kind: "conversion", action: "speaksify-trial" }, variant: "outline" },
    ],
    stats: [
      { value: "6+", label: "Countries live" },
      { value: "5K+", label: "Daily interactions" },
      { value: "30 s", label: "To call every lead" },
      { value: "24/7", label: "Always on" },
    ],
  },
  sections: [
    {
      kind: "overview",
      id: "overview",
      eyebrow: "Product overview",
      title: "Warm leads go cold in minutes. Speaksify calls first.",
      paragraphs: [
        "Most leads are contacted hours after they ask — if at all. By then they have filled in three competitors' forms and the moment has passed. Sales teams know speed wins, but no team can staff the phones at 11 pm on a Sunday.",
        "Speaksify closes that gap. The moment a form, ad lead or missed call arrives, an AI voice agent calls back, has a real conversation in the lead's language, qualifies them against your criteria and books a meeting with the right rep. Your people spend their day with buyers, not voicemail. Speaksify runs globally, in every time zone your customers are in.",
      ],
      asideTitle: "Built for",
      asideItems: ["Sales teams", "Marketing teams", "Founders", "Lead-gen professionals"],
    },
    {
      kind: "features",
      id: "features",
      eyebrow: "Core features",
      title: "Seven things Speaksify does for you",
      items: [
        {
          icon: "Zap",
          title: "Instant lead calling",
          description: "Every new lead is called within 30 seconds, from forms, ads, CRMs or missed calls.",
        },
        {
          icon: "Mic",
          title: "Natural voice conversations",
          description: "Low-latency, interruptible speech that sounds like your best rep, not a phone tree.",
        },
        {
          icon: "Target",
          title: "Smart qualification",
          description: "Your questions and scoring rules, asked conversationally, with a score after every call.",
        },
        {
          icon: "Calendar",
          title: "Automatic booking",
          description: "Books into your team's calendars with round-robin and time-zone handling.",
        },
        {
          icon: "Globe",
          title: "Multilingual agents",
          description: "Speaks your leads' languages and switches mid-call when they do.",
        },
        {
          icon: "Gauge",
          title: "Real-time coaching feedback",
          description: "Pace, tone and clarity feedback for your human reps from the same engine.",
        },
        {
          icon: "Plug",
          title: "CRM sync and analytics",
          description: "Transcripts, summaries and outcomes in HubSpot, Salesforce or Zoho, plus a live dashboard.",
        },
      ],
    },
    {
      kind: "stack",
      id: "ai-stack",
      eyebrow: "AI stack",
      title: "The AI behind the voice",
      groups: [
        { title: "Speech Recognition", icon: "AudioLines", items: ["Streaming ASR", "Whisper", "Deepgram"] },
        { title: "Language Models", icon: "BrainCircuit", items: ["GPT-4o", "Claude", "Fine-tuned qualifiers"] },
        { title: "Voice Synthesis", icon: "Mic", items: ["ElevenLabs", "Neural TTS", "Custom brand voices"] },
        {
          title: "Conversation Intelligence",
          icon: "Activity",
          items: ["Intent detection", "Sentiment", "Call summarisation"],
        },
      ],
    },
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Tech stack",
      title: "Tech stack by category",
      groups: [
        { title: "Frontend", icon: "Monitor", items: ["Next.js", "React", "TypeScript", "Tailwind CSS"] },
        { title: "Backend", icon: "Code2", items: ["Node.js", "Python", "FastAPI", "WebSockets"] },
        { title: "Telephony", icon: "PhoneCall", items: ["Twilio", "SIP trunking", "WebRTC"] },
        { title: "Data and Infrastructure", icon: "Cloud", items: ["PostgreSQL", "Redis", "AWS", "Kubernetes"] },
      ],
    },
    {
      kind: "stats",
      id: "results",
      eyebrow: "Results",
      title: "Speaksify in production",
      stats: [
        { value: "6+", label: "Countries live" },
        { value: "5K+", label: "Daily interactions" },
        { value: "30 s", label: "Calls every lead within 30 seconds" },
        { value: "300-500%", label: "ROI in 90 days" },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Hear Speaksify call your next lead",
      intro: "A 20-minute demo on your own lead form: fill it in, and your phone rings.",
      actions: [{ label: "Book a Live Demo", target: { kind: "conversion", action: "speaksify-demo-final" } }],
    },
  ],
};
