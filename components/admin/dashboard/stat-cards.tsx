import { Icon } from "@/components/ui/icon";

interface Counts {
  projects: number;
  blogs: number;
  total: number;
  newLeads: number;
}

/** Total Portfolios, Blog Posts, Total Content and new leads. */
export function StatCards({ counts }: { counts: Counts }) {
  const cards = [
    { label: "Total Portfolios", value: counts.projects, icon: "FolderKanban" as const, accent: "text-cyan" },
    { label: "Blog Posts", value: counts.blogs, icon: "BookOpen" as const, accent: "text-purple" },
    { label: "Total Content", value: counts.total, icon: "Layers" as const, accent: "text-blue" },
    { label: "New Leads", value: counts.newLeads, icon: "Inbox" as const, accent: "text-green" },
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
