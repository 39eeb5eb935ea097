import type { ServiceCard } from "../types";

/** "Intelligence" group: autonomous agents, AI calling and AI automation (with prices and timelines). */

export const chatbotDevelopment: ServiceCard = {
  id: "chatbot-development",
  title: "AI Autonomous Agents Development",
  description:
    "Autonomous AI agents that reason over your data, use your tools and finish multi-step work — inside guardrails you control.",
  detailedDescription:
    "We build agents that do real work: triaging tickets, researching accounts, reconciling records, drafting and sending follow-ups. Each agent is grounded in your knowledge through retrieval, acts on your systems through typed tools, and runs under evaluation suites, permission boundaries and human approval steps — measurable before it is trusted.",
  image: "/images/services/chatbot-development.webp",
  backgroundImage: "/images/services/chatbot-development-bg.webp",
  features: [
    "Tool-using agents connected to your APIs",
    "Retrieval-augmented answers over your documents",
    "Multi-agent orchestration for complex workflows",
    "Guardrails, permissions and human-in-the-loop approval",
    "Evaluation suites and conversation analytics",
    "Deployment to web, WhatsApp, Slack and Teams",
  ],
  technologies: ["OpenAI", "Anthropic Claude", "LangGraph", "LlamaIndex", "Python", "FastAPI", "pgvector", "Pinecone"],
  startingPrice: "$15,000",
  timeline: "8-16 weeks",
  color: "green",
  route: "/chatbot-development",
  icon: "Bot",
  group: "intelligence",
};

export const aiCalling: ServiceCard = {
  id: "ai-calling",
  title: "AI Calling Agency",
  description:
    "Voice agents that call, qualify and book your leads around the clock — in natural, multilingual conversation.",
  detailedDescription:
    "We deploy AI voice agents for inbound and outbound calling: lead qualification, appointment booking, reminders and follow-ups. Agents answer with sub-second latency, switch languages mid-call, hand over to a person when it matters, and write every outcome back to your CRM with a transcript and summary.",
  image: "/images/services/ai-calling.webp",
  backgroundImage: "/images/services/ai-calling-bg.webp",
  features: [
    "Inbound and outbound voice agents",
    "Lead qualification and appointment booking",
    "Multilingual calls, including Hindi and English",
    "Warm transfer to your sales team",
    "CRM sync with transcripts and call summaries",
    "Call analytics and conversion dashboards",
  ],
  technologies: ["Twilio", "Vapi", "Deepgram", "ElevenLabs", "OpenAI Realtime", "Python", "HubSpot"],
  startingPrice: "$8,000",
  timeline: "6-10 weeks",
  color: "pink",
  route: "/ai-calling",
  icon: "PhoneCall",
  group: "intelligence",
  categoryId: "ai-calling",
};

export const aiAutomation: ServiceCard = {
  id: "ai-automation",
  title: "AI Automation",
  description:
    "End-to-end automation of the repetitive work between your systems — documents, data entry, reporting and approvals.",
  detailedDescription:
    "We map the process first, then automate it: AI reads documents and e-mails, extracts and validates the data, routes exceptions to the right person and updates your systems of record. Workflows run on durable orchestration with retries and audit logs, so operations teams can see exactly what the automation did and why.",
  image: "/images/services/ai-automation.webp",
  backgroundImage: "/images/services/ai-automation-bg.webp",
  features: [
    "Process discovery and ROI modelling",
    "Document and e-mail understanding",
    "Data extraction, validation and entry",
    "Approval flows with human review of exceptions",
    "Integrations with ERP, CRM and spreadsheets",
    "Run monitoring, audit logs and dashboards",
  ],
  technologies: ["n8n", "Temporal", "Python", "OpenAI", "Zapier", "Make", "PostgreSQL"],
  startingPrice: "$12,000",
  timeline: "8-12 weeks",
  color: "green",
  route: "/ai-automation",
  icon: "Workflow",
  group: "intelligence",
  categoryId: "ai-automation",
};
