"use client";

import { toast } from "sonner";
import { ROLE_LABELS } from "@/lib/access/roles";
import { revokeInvitationAction } from "@/lib/team/actions/team";
import type { TeamOverview } from "@/lib/team/queries";
import { AdminTable, cellClass } from "@/components/admin/common/table";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

type Invitation = TeamOverview["invitations"][number];

/** The invitations not yet accepted, each with Withdraw (its link stops working). */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { pending, run } = useToastedAction();
  if (invitations.length === 0) return null;
  const withdraw = (invitation: Invitation) =>
    run(
      () => revokeInvitationAction({ id: invitation.id }),
      { progress: "Withdrawing…", failure: "The invitation could not be withdrawn." },
      (_, id) =>
        toast.success("Invitation withdrawn", { id, description: `The link for ${invitation.email} no longer works.` }),
    );
  return (
    <section aria-labelledby="invitations-heading" className="grid grid-cols-1 gap-3">
      <h2 id="invitations-heading" className="font-display text-lg font-semibold">
        Open invitations
      </h2>
      <AdminTable caption="Open invitations" head={["E-mail", "Role", "Invited by", "Expires", "Actions"]}>
        {invitations.map((invitation) => (
          <tr key={invitation.id} data-testid="invitation-row">
            <td className={cellClass}>{invitation.email}</td>
            <td className={cellClass}>{ROLE_LABELS[invitation.role]}</td>
            <td className={cellClass}>{invitation.invitedBy}</td>
            <td className={cellClass}>
              <LocalDate iso={invitation.expiresAt} />
            </td>
            <td className={cellClass}>
              <ConfirmButton
                label={`Withdraw the invitation of ${invitation.email}`}
                question={`Withdraw the invitation of ${invitation.email}?`}
                description="Its link stops working at once. You can invite the address again."
                confirmLabel="Withdraw"
                onConfirm={() => withdraw(invitation)}
                pending={pending}
              >
                Withdraw
              </ConfirmButton>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
