import { privacySections } from "@/content/privacy";

/** The table of contents: one anchor per section. */
export function PrivacyToc() {
  return (
    <nav aria-labelledby="privacy-toc" className="rounded-card border border-border bg-surface p-6">
      <h2 id="privacy-toc" className="text-xs font-semibold uppercase tracking-[0.2em] text-subtle">
        Contents
      </h2>
      <ol className="mt-4 space-y-1">
        {privacySections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex min-h-10 items-center rounded-lg px-2 text-sm text-muted transition hover:bg-surface-2 hover:text-foreground"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
