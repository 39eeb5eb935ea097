import Image from "next/image";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { getProjects } from "@/lib/projects/queries";
import { withDefaults } from "@/lib/projects/rules";
import { caseStudyPath } from "@/lib/paths";

/** The study after this one (newest first, wrapping round), so a study never ends in a dead end. */
export async function NextStudy({ currentId }: { currentId: string }) {
  const { data: projects } = await getProjects();
  const at = projects.findIndex((p) => p.id === currentId);
  if (projects.length < 2) return null;
  const next = withDefaults(projects[(at + 1) % projects.length]);
  return (
    <nav aria-label="Next case study" className="container-page pb-24">
      <Link
        href={caseStudyPath(next.id)}
        data-testid="next-study"
        className="group grid overflow-hidden rounded-[2rem] border border-border bg-surface transition hover:border-foreground/25 md:grid-cols-[1fr_1.2fr]"
      >
        <span className="flex flex-col justify-center gap-3 p-8 md:p-12">
          <span className="eyebrow">Next case study</span>
          <span className="font-display text-h2 font-semibold">{next.title}</span>
          <span className="text-muted">
            {next.client} · {next.industry}
          </span>
          <span className="mt-4 inline-flex items-center gap-2 font-medium">
            Read the study <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </span>
        <span className="relative block aspect-[16/10] overflow-hidden bg-surface-2 md:aspect-auto md:min-h-80">
          <Image
            src={next.image}
            alt=""
            fill
            sizes="(min-width: 768px) 55vw, 100vw"
            className="object-cover object-top transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </span>
      </Link>
    </nav>
  );
}
