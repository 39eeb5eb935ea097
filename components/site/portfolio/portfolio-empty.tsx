import { Icon } from "@/components/ui/icon";

/** The portfolio has no projects yet: says so, with a way back. */
export function PortfolioEmpty() {
  return (
    <div
      id="projects-grid"
      className="mx-auto mt-12 max-w-lg rounded-3xl border border-dashed border-border p-12 text-center"
    >
      <Icon name="FolderOpen" className="mx-auto size-8 text-muted" />
      <p className="mt-4 text-muted">No projects available at the moment. Please check back later.</p>
    </div>
  );
}
