import type { ReactNode } from "react";

/** One titled card of the Account page. */
export function AccountCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="grid grid-cols-1 gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div>
        <h2 id={id} className="font-display text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
