import { Icon } from "@/components/ui/icon";
import type { FaqItem } from "@/content/types";

/** The FAQ: one item open at a time. Native exclusive <details name> (keyboard and screen readers included), so the
 *  home page ships no accordion script. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface">
      {items.map((item) => (
        <details key={item.id} name="faq" className="faq-item">
          <summary>
            <h3 className="text-pretty">{item.question}</h3>
            <Icon name="Plus" />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
