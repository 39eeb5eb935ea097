import { Icon } from "@/components/ui/icon";

/** Prose about the service or product, with a short list beside it (e.g. target audience). */
export function Overview({
  paragraphs,
  asideTitle,
  asideItems,
}: {
  paragraphs: string[];
  asideTitle: string;
  asideItems: string[];
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-12">
      <div className="space-y-5 text-lg leading-relaxed text-muted lg:col-span-7">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <aside className="rounded-card border border-border bg-surface p-7 lg:col-span-5">
        <h3 className="text-lg font-semibold">{asideTitle}</h3>
        <ul className="mt-5 space-y-3">
          {asideItems.map((item) => (
            <li key={item} data-testid="overview-aside-item" className="flex gap-3">
              <Icon name="CheckCircle2" className="mt-0.5 size-5 shrink-0 text-green" />
              {item}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
