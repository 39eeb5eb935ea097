import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { IntentLink } from "../intent-link.client";

export function BackLink({ href, children }: { href: string; children: string }) {
  const BackTo = href === "/" ? IntentLink : Link; // the home page's payload: see IntentLink
  return (
    <BackTo
      href={href}
      className="group inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted transition hover:text-foreground"
    >
      <Icon name="ArrowLeft" className="size-4 transition group-hover:-translate-x-0.5" />
      {children}
    </BackTo>
  );
}
