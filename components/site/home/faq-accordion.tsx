import { Icon } from "@/components/ui/icon";
import type { FaqItem } from "@/content/types";

/** The FAQ: one item open at a time. Native exclusive <details name> (keyboard and screen readers included), so the
 *  home page ships no accordion script. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-card border border-border bg-surface">
      {items.map((item) => (
        <details key={item.id} name="faq" className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left font-medium [&::-webkit-details-marker]:hidden">
            <h3 className="text-pretty">{item.question}</h3>
            <Icon name="Plus" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-45 motion-reduce:transition-none" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
