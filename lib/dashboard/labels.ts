/** Readable names of where a lead came from and of the conversion actions, for the dashboard's charts. */
const SOURCE_LABELS: Record<string, string> = {
  contact: "Contact form",
  chat: "Chat hand-off",
};

const ACTION_LABELS: Record<string, string> = {
  "speaksify-demo": "Speaksify demo",
  "speaksify-trial": "Speaksify free trial",
  "speaksify-demo-final": "Speaksify demo (closing call to action)",
  "design-consultation": "Design consultation",
};

/** "service-cta" → "Service cta": an id with no name yet still reads as words. */
const words = (id: string) => {
  const text = id.replace(/[-_]+/g, " ").trim();
  return text ? text[0].toUpperCase() + text.slice(1) : "Unknown";
};

export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? words(source);
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? words(action);
