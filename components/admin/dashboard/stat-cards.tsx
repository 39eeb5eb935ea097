import { Icon, type IconName } from "@/components/ui/icon";
import type { DashboardContent } from "@/lib/collections/dashboard";

/** Each content type's own colour and icon on the dashboard, by its place in the list. */
const LOOKS: { icon: IconName; accent: string }[] = [
  { icon: "FolderKanban", accent: "text-cyan" },
  { icon: "BookOpen", accent: "text-purple" },
  { icon: "MessageSquare", accent: "text-pink" },
];

/** Total Portfolios, Blog Posts (each content type's count), Total Content and new leads. */
export function StatCards({ content, newLeads }: { content: DashboardContent; newLeads: number }) {
  const cards = [
    ...content.map((type, i) => ({ label: type.count, value: type.total, ...LOOKS[i % LOOKS.length] })),
    {
      label: "Total Content",
      value: content.reduce((sum, type) => sum + type.total, 0),
      icon: "Layers" as const,
      accent: "text-blue",
    },
    { label: "New Leads", value: newLeads, icon: "Inbox" as const, accent: "text-green" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ label, value, icon, accent }) => (
        <li
          key={label}
          className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
          data-testid={`stat-${label}`}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted">{label}</p>
            <Icon name={icon} className={`size-4 ${accent}`} />
          </div>
          <p className="tabular mt-3 font-display text-3xl font-semibold tracking-tight">{value}</p>
        </li>
      ))}
    </ul>
  );
}
