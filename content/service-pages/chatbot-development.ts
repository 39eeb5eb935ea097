import type { ServicePage } from "./types";
import { getStarted, viewPortfolio } from "./shared";

export const agentsPage: ServicePage = {
  route: "/chatbot-development",
  serviceCardId: "chatbot-development",
  accent: "blue",
  meta: {
    title: "AI Autonomous Agents",
    description:
      "Autonomous AI agents that plan, use your tools and complete multi-step work — with guardrails, human approval and full traceability.",
  },
  hero: {
    eyebrow: "AI Autonomous Agents",
    title: "AI agents that finish the job,",
    highlight: "not just the chat.",
    description:
      "Agents that read your documents, use your systems and complete multi-step tasks end to end — with guardrails, approvals and a trace of every decision.",
    actions: [getStarted("agents-hero", "Build Your Agent"), viewPortfolio],
  },
  sections: [
    {
      kind: "overview",
      id: "about",
      eyebrow: "About",
      title: "From chatbots to colleagues",
      paragraphs: [
        "A chatbot answers questions. An autonomous agent gets work done: it breaks a goal into steps, calls the right tools, checks its own results and asks a person when it is unsure.",
        "We build agents for support, sales operations, research and back-office work, grounded in your data and wired into the systems your team already uses. Every agent ships with evaluations, cost controls and a dashboard that shows exactly what it did and why.",
      ],
      asideTitle: "Where agents already work for our clients",
      asideItems: [
        "Tier-1 support resolution",
        "Lead research and CRM updates",
        "Invoice and claims processing",
        "Internal knowledge assistants",
        "Report generation",
      ],
    },
    {
      kind: "features",
      id: "capabilities",
      eyebrow: "Capabilities",
      title: "Six key capabilities",
      items: [
        {
          icon: "BrainCircuit",
          title: "Planning and reasoning",
          description: "Breaks goals into steps and adapts the plan when a step fails.",
        },
        {
          icon: "Plug",
          title: "Tool use",
          description: "Calls your APIs, databases, browsers and SaaS tools with scoped permissions.",
        },
        {
          icon: "Database",
          title: "Grounded knowledge",
          description: "Retrieval over your documents with citations, kept fresh automatically.",
        },
        {
          icon: "Users",
          title: "Human in the loop",
          description: "Approvals for sensitive actions and smooth hand-off to a person.",
        },
        {
          icon: "MessageSquare",
          title: "Multichannel",
          description: "Web chat, Slack, Teams, WhatsApp, e-mail and voice from one agent.",
        },
        {
          icon: "Activity",
          title: "Observability",
          description: "Traces, evaluations and cost per task for every run.",
        },
      ],
    },
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "Our agent tech stack",
      groups: [
        { title: "Foundation Models", icon: "BrainCircuit", items: ["GPT-4o", "Claude", "Gemini", "Llama 3"] },
        { title: "Agent Frameworks", icon: "Workflow", items: ["LangGraph", "OpenAI Agents SDK", "CrewAI"] },
        { title: "Retrieval", icon: "Search", items: ["pgvector", "Pinecone", "Weaviate"] },
        { title: "Tool Protocols", icon: "Plug", items: ["Model Context Protocol", "Function calling", "OpenAPI"] },
        { title: "Memory and State", icon: "Database", items: ["PostgreSQL", "Redis", "Temporal"] },
        { title: "Evaluation", icon: "Target", items: ["Promptfoo", "Ragas", "Custom test suites"] },
        { title: "Observability", icon: "Activity", items: ["Langfuse", "OpenTelemetry", "Tracewell"] },
        { title: "Deployment", icon: "Cloud", items: ["AWS Bedrock", "Azure OpenAI", "Docker", "Kubernetes"] },
      ],
    },
    {
      kind: "process",
      id: "lifecycle",
      eyebrow: "Lifecycle",
      title: "Our 7-step agent development lifecycle",
      steps: [
        { title: "Use-case discovery", description: "Pick the task with clear value, data and a measurable outcome." },
        {
          title: "Data and tool mapping",
          description: "Which systems the agent reads and acts on, and with what permissions.",
        },
        { title: "Agent design", description: "Plan, tools, guardrails and the points where a human approves." },
        { title: "Prototype", description: "A working agent on real data within two weeks." },
        { title: "Evaluation", description: "Test suites for accuracy, safety and cost before anyone relies on it." },
        { title: "Deployment", description: "Rolled out to a pilot group with monitoring and a kill switch." },
        {
          title: "Monitoring and improvement",
          description: "Weekly reviews of traces and metrics; the agent gets better every month.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Give your team an agent that works",
      intro: "Bring one repetitive, multi-step task. We will show you an agent doing it on your data within two weeks.",
      actions: [getStarted("agents-cta", "Book a Scoping Session"), viewPortfolio],
    },
  ],
};
