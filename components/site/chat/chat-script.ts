import { portfolioPath } from "@/lib/paths";

/** The chat helper's timings and scripted answers. */
export const BOT_REPLY_DELAY_MS = 400;
export const FOLLOW_UP_DELAY_MS = 500;

export const WELCOME =
  "Hi there! 👋 Welcome to Kairo Labs. I can help you choose the right project or service — pick a question below or type your own.";

export type QuickReplyId = "web" | "human" | "start";

export const QUICK_REPLIES: { id: QuickReplyId; text: string }[] = [
  { id: "web", text: "Show me Web projects" },
  { id: "human", text: "I want to talk to a human" },
  { id: "start", text: "How do I start my project?" },
];

/** The answers to the quick replies; the studio's e-mail comes from the site settings. */
export const botAnswers = (contactEmail: string): Record<QuickReplyId, string> => ({
  web: "Great choice! Let me show you our web application projects.",
  human: `Of course! Use the contact form on this page or e-mail us at ${contactEmail}. Our response is typically within 2-4 hours. Leave your e-mail here and a person will write back.`,
  start: "Starting is easy — here is how it works:",
});

export const START_STEPS =
  "1. Tell us your idea\n2. Free consultation with our team\n3. Custom proposal with scope, price and timeline\n4. Start building — with a demo every sprint";

export const THANKS = "Thanks for your message! Our team will get back to you soon. Anything else I can help with?";

export const WEB_PROJECTS_HREF = portfolioPath("web-apps", "projects-grid");

export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: number;
}
