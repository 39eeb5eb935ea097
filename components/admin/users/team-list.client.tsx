"use client";

import { toast } from "sonner";
import { ROLE_LABELS, ASSIGNABLE_ROLES, type AssignableRole } from "@/lib/access/roles";
import {
  changeRoleAction,
  deactivateMemberAction,
  reactivateMemberAction,
  transferOwnershipAction,
} from "@/lib/team/actions/team";
import type { TeamOverview } from "@/lib/team/queries";
import { AdminTable, cellClass, Chip } from "@/components/admin/common/table";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { ConfirmButton } from "@/components/admin/table/confirm-button.client";
import { useToastedAction } from "@/components/admin/common/use-toasted-action";

type Member = TeamOverview["members"][number];

const selectClass = "h-9 rounded-lg border border-border bg-background px-2 text-sm";

/** The team: name, e-mail, role (changed in place, the owner's only by a transfer), two-factor sign-in, last sign-in,
 *  active sessions, and Deactivate / Reactivate / Make owner, each asking first where it signs someone out. */
export function TeamList({ members, currentUserId }: { members: Member[]; currentUserId: string }) {
  const { pending, run } = useToastedAction();
  const setRole = (member: Member, role: AssignableRole) =>
    run(
      () => changeRoleAction({ userId: member.id, role }),
      { progress: "Changing the role…", failure: "The role could not be changed." },
      (_, id) => toast.success("Role changed", { id, description: `${member.email} is now ${ROLE_LABELS[role]}.` }),
    );
  const deactivate = (member: Member) =>
    run(
      () => deactivateMemberAction({ userId: member.id }),
      { progress: "Deactivating…", failure: "The account could not be deactivated." },
      (_, id) => toast.success("Account deactivated", { id, description: `${member.email} is signed out everywhere.` }),
    );
  const reactivate = (member: Member) =>
    run(
      () => reactivateMemberAction({ userId: member.id }),
      { progress: "Reactivating…", failure: "The account could not be reactivated." },
      (_, id) => toast.success("Account reactivated", { id, description: `${member.email} can sign in again.` }),
    );
  const transfer = (member: Member) =>
    run(
      () => transferOwnershipAction({ userId: member.id }),
      { progress: "Transferring ownership…", failure: "Ownership could not be transferred." },
      (_, id) => toast.success("Ownership transferred", { id, description: `${member.email} is now the owner.` }),
    );
  return (
    <AdminTable
      caption="The team"
      head={["Name", "E-mail", "Role", "Two-factor", "Last sign-in", "Sessions", "Actions"]}
    >
      {members.map((member) => {
        const label = member.name || member.email;
        return (
          <tr key={member.id} data-testid="member-row" className={member.deactivated ? "text-muted" : undefined}>
            <td className={`${cellClass} font-medium`}>
              {member.name ?? "—"}
              {member.id === currentUserId && <span className="ml-2 text-xs text-muted">(you)</span>}
            </td>
            <td className={cellClass}>{member.email}</td>
            <td className={cellClass}>
              {member.role === "owner" || member.deactivated ? (
                <Chip>{member.deactivated ? `${ROLE_LABELS[member.role]} · deactivated` : "Owner"}</Chip>
              ) : (
                <select
                  aria-label={`Role of ${label}`}
                  className={selectClass}
                  value={member.role}
                  disabled={pending}
                  onChange={(e) => setRole(member, e.target.value as AssignableRole)}
                >
                  {ASSIGNABLE_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              )}
            </td>
            <td className={cellClass}>{member.twoFactor ? "On" : "Off"}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {member.lastSignIn ? <LocalDate iso={member.lastSignIn} /> : "Never"}
            </td>
            <td className={cellClass}>{member.sessions}</td>
            <td className={cellClass}>
              {member.role !== "owner" && (
                <div className="flex flex-wrap gap-2">
                  {member.deactivated ? (
                    <button
                      type="button"
                      className="h-9 rounded-lg border border-border px-3 text-sm"
                      disabled={pending}
                      onClick={() => reactivate(member)}
                    >
                      Reactivate
                    </button>
                  ) : (
                    <>
                      <ConfirmButton
                        label={`Deactivate ${label}`}
                        question={`Deactivate ${label}?`}
                        description="Every session of this account ends at once and it cannot sign in. What it wrote and its audit entries stay; you can reactivate it later."
                        confirmLabel="Deactivate"
                        onConfirm={() => deactivate(member)}
                        pending={pending}
                      >
                        Deactivate
                      </ConfirmButton>
                      <ConfirmButton
                        label={`Make ${label} the owner`}
                        question={`Make ${label} the owner?`}
                        description="There is one owner: you become an editor, and only the new owner can manage the team, settings and backups."
                        confirmLabel="Transfer ownership"
                        onConfirm={() => transfer(member)}
                        pending={pending}
                      >
                        Make owner
                      </ConfirmButton>
                    </>
                  )}
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
