import Link from "next/link";
import { Icon, type IconName } from "@/components/ui/icon";

/** A small icon-only action link (view in a new tab, edit) with an accessible name. */
export function IconLink({
  href,
  label,
  icon,
  newTab = false,
}: {
  href: string;
  label: string;
  icon: IconName;
  newTab?: boolean;
}) {
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener" : undefined}
      prefetch={false}
      className="grid size-9 place-items-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-foreground"
    >
      <Icon name={icon} className="size-4" />
    </Link>
  );
}
