import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClass } from "@/components/ui/button";
import { refusalMessage } from "@/lib/access/check";
import type { Permission } from "@/lib/access/permissions";
import type { Role } from "@/lib/access/roles";

/** What an admin page shows a role without its permission (checked on the server; nothing of the page is read). */
export function NotAllowed({ role, permission }: { role: Role; permission: Permission }) {
  return (
    <div
      role="alert"
      data-testid="not-allowed"
      className="grid grid-cols-1 justify-items-start gap-3 rounded-2xl border border-border bg-surface p-6"
    >
      <p className="flex items-center gap-2 font-display text-lg font-semibold">
        <Icon name="Lock" className="size-5" />
        Not allowed
      </p>
      <p className="text-sm text-muted">{refusalMessage(role, permission)}</p>
      <Link href="/admin" className={buttonClass({ variant: "outline", size: "sm" })}>
        Back to the dashboard
      </Link>
    </div>
  );
}
