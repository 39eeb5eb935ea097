import type { CategoryGroup } from "./types";

/** The five portfolio category groups; projects are attached by service id at read time. */
export const categoryGroups: CategoryGroup[] = [
  { id: "web-apps", title: "Web Applications", color: "cyan", icon: "Globe" },
  { id: "saas", title: "SAAS Solutions", color: "blue", icon: "Layers" },
  { id: "mobile-apps", title: "Mobile Applications", color: "purple", icon: "Smartphone" },
  { id: "ai-calling", title: "AI Calling Agency", color: "pink", icon: "PhoneCall" },
  { id: "ai-automation", title: "AI Automation", color: "green", icon: "Workflow" },
];

/** Service category labels. */
export const SERVICE_LABELS: Record<string, string> = {
  "web-apps": "Web Applications",
  saas: "SAAS Solutions",
  "mobile-apps": "Mobile Applications",
  "ai-calling": "AI Calling Agency",
  "ai-automation": "AI Automation",
};

/** The service landing pages a project can also be listed on, by path without the slash. */
export const SERVICE_PAGE_LABELS: Record<string, string> = {
  ...SERVICE_LABELS,
  "sales-force": "Salesforce CRM",
  "ar-vr-development": "AR/VR Development",
  "gaming-ar-vr": "Gaming & AR/VR",
  iot: "IoT Solutions",
  "game-development": "Game Development",
  "ui-ux-design": "UI/UX Design",
  "chatbot-development": "AI Agents & Chatbots",
};

/** The label of a service category; an unknown id is shown as is. */
export function serviceLabel(id: string): string {
  return Object.hasOwn(SERVICE_LABELS, id) ? SERVICE_LABELS[id] : id;
}

/** "custom-thing" → "Custom thing": hyphens become spaces and the first letter is capitalised. */
function titleFromId(id: string): string {
  const spaced = id.replace(/-/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The category group of a service id, or a blue group made from the id for one not in the static list. */
export function categoryFor(id: string): CategoryGroup {
  const known = categoryGroups.find((group) => group.id === id);
  if (known) return { ...known };
  return { id, title: titleFromId(id), color: "blue", icon: "Layers" };
}
