import type { Cta } from "@/content/service-pages/types";
import { CtaRow } from "./cta-button";

/** The closing call to action. */
export function ServiceCta({
  id,
  title,
  intro,
  actions,
  page,
}: {
  id: string;
  title: string;
  intro?: string;
  actions: Cta[];
  page: string;
}) {
  return (
    <section id={id} data-testid={id} aria-labelledby={`${id}-title`} className="section-y">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-[2rem] border border-border bg-surface px-6 py-16 text-center md:px-16 md:py-24">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-radial-[at_50%_120%] from-purple/30 via-blue/10 to-transparent to-70%"
          />
          <h2 id={`${id}-title`} className="mx-auto max-w-3xl text-h2 font-semibold">
            {title}
          </h2>
          {intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{intro}</p>}
          <CtaRow
            actions={actions}
            page={page}
            className="mx-auto mt-10 grid max-w-sm gap-3 min-[26rem]:flex min-[26rem]:max-w-none min-[26rem]:flex-wrap min-[26rem]:justify-center"
          />
        </div>
      </div>
    </section>
  );
}
