import { deleteRedirectAction } from "@/lib/redirects/actions/redirect";
import { AdminTable, cellClass, Chip, EmptyState } from "@/components/admin/common/table";
import { DeleteButton } from "@/components/admin/common/delete-button.client";
import { LocalDate } from "@/components/admin/common/local-date.client";

export interface RedirectRow {
  id: string;
  fromPath: string;
  toPath: string;
  kind: string;
  createdAt: Date;
}

/** Every redirect: old address, where it leads (one hop), why it exists, when, and Delete (asks first). */
export function RedirectTable({ redirects }: { redirects: RedirectRow[] }) {
  if (redirects.length === 0) {
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">No redirects yet</p>
        <p className="text-sm text-muted">
          Changing a project&apos;s or post&apos;s slug adds one; you can add your own above.
        </p>
      </EmptyState>
    );
  }
  return (
    <AdminTable caption="Redirects" head={["From", "To", "Kind", "Created", "Actions"]}>
      {redirects.map((r) => (
        <tr key={r.id} data-testid="redirect-row">
          <td className={`${cellClass} font-mono text-xs`}>{r.fromPath}</td>
          <td className={`${cellClass} max-w-80 break-all font-mono text-xs`}>{r.toPath}</td>
          <td className={cellClass}>
            <Chip>{r.kind === "slug" ? "Slug change" : "Manual"}</Chip>
          </td>
          <td className={`${cellClass} whitespace-nowrap tabular`}>
            <LocalDate iso={r.createdAt.toISOString()} />
          </td>
          <td className={cellClass}>
            <DeleteButton
              id={r.id}
              label={`Delete redirect from ${r.fromPath}`}
              action={deleteRedirectAction}
              confirmText={`Delete the redirect from ${r.fromPath}? That address will answer "not found" again.`}
              successTitle="Redirect deleted"
              failure="Failed to delete the redirect. Please try again."
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
