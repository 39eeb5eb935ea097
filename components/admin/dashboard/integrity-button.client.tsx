"use client";

import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { buttonClass } from "@/components/ui/button";
import { checkIntegrityAction } from "@/lib/backup/actions/check-integrity";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { useAdminCall } from "./use-admin-call";

/** 'Integrity Check': a success toast, or the destructive toast listing the issues with a link to all of them. */
export function IntegrityButton() {
  const { pending, run } = useAdminCall();
  const router = useRouter();
  const onClick = () =>
    run(async () => {
      const result = await checkIntegrityAction({}).catch(() => null);
      if (!result?.ok || result.data.failed) {
        return void toast.error(M.integrityIssues.title, {
          description: M.integrityIssues.description([M.validationFailed]),
        });
      }
      const { total, lines } = result.data;
      if (total === 0)
        return void toast.success(M.integrityPassed.title, { description: M.integrityPassed.description });
      const more = total > lines.length ? [`and ${total - lines.length} more`] : [];
      toast.error(M.integrityIssues.title, {
        description: M.integrityIssues.description([...lines, ...more]),
        action: { label: "View all", onClick: () => router.push("/admin/integrity") },
      });
    });
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      className={buttonClass({ variant: "outline", size: "sm" })}
    >
      {pending ? <Icon name="Loader2" className="animate-spin" /> : <Icon name="ShieldCheck" />}Integrity Check
    </button>
  );
}
