import { BookOpen, FolderKanban, Inbox, Layers } from "lucide-react";

interface Counts { projects: number; blogs: number; total: number; newLeads: number }

/** Total Portfolios, Blog Posts, Total Content and new leads. */
export function StatCards({ counts }: { counts: Counts }) {
  const cards = [
    { label: "Total Portfolios", value: counts.projects, Icon: FolderKanban, accent: "text-cyan" },
    { label: "Blog Posts", value: counts.blogs, Icon: BookOpen, accent: "text-purple" },
    { label: "Total Content", value: counts.total, Icon: Layers, accent: "text-blue" },
    { label: "New Leads", value: counts.newLeads, Icon: Inbox, accent: "text-green" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(({ label, value, Icon, accent }) => (
        <li key={label} className="rounded-2xl border border-border bg-surface p-4 sm:p-5" data-testid={`stat-${label}`}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted">{label}</p>
            <Icon className={`size-4 ${accent}`} aria-hidden />
          </div>
          <p className="tabular mt-3 font-display text-3xl font-semibold tracking-tight">{value}</p>
        </li>
      ))}
    </ul>
  );
}
