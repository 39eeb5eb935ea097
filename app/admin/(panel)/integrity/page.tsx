import Link from "next/link";
import { requirePermission } from "@/lib/admin/page-access";
import { NotAllowed } from "@/components/admin/shell/not-allowed";
import { db } from "@/lib/db";
import { checkIntegrity, issueKind } from "@/lib/backup/integrity";
import { countsPhrase } from "@/lib/entities";
import { BACKUP_MESSAGES as M } from "@/lib/backup/messages";
import { PageHeading } from "@/components/admin/shell/page-heading";

/** Every integrity issue of the stored portfolios, blog posts, images, settings and redirects, each with a link to fix
 *  it. */
export default async function IntegrityPage() {
  const { session, allowed } = await requirePermission("backups.manage");
  if (!allowed) return <NotAllowed role={session.role} permission="backups.manage" />;
  const report = await checkIntegrity(await db());
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeading title="Data Integrity" description={`Checked ${countsPhrase(report.checked)}.`}>
        <Link href="/admin" className="text-sm text-muted underline-offset-4 hover:text-foreground hover:underline">
          Back to Dashboard
        </Link>
      </PageHeading>
      {report.failed ? (
        <p role="alert" className="rounded-2xl border border-pink/40 bg-surface p-5 text-sm">
          {report.failed}
        </p>
      ) : report.issues.length === 0 ? (
        <div className="rounded-2xl border border-border bg-surface p-5">
          <p className="font-semibold">{M.integrityPassed.title}</p>
          <p className="mt-1 text-sm text-muted">{M.integrityPassed.description}</p>
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
          {/* On a phone each issue stacks its cells, so its problem and Edit link are on screen without scrolling. */}
          <table className="w-full text-left text-sm sm:min-w-[40rem]">
            <caption className="sr-only">{M.integrityIssues.title}</caption>
            <thead className="text-xs text-subtle uppercase max-sm:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Item
                </th>
                <th scope="col" className="px-4 py-3">
                  Field
                </th>
                <th scope="col" className="px-4 py-3">
                  Problem
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {report.issues.map((issue, i) => (
                <tr
                  key={`${issue.entity}-${issue.id}-${issue.field}-${i}`}
                  className="max-sm:block max-sm:py-2 max-sm:*:block max-sm:*:py-1"
                >
                  <td className="px-4 py-3">
                    <span className="text-xs text-subtle">{issueKind(issue)}</span>
                    <p className="font-medium">{issue.title}</p>
                  </td>
                  <td className="px-4 py-3 font-mono text-xs">{issue.field}</td>
                  <td className="px-4 py-3 text-muted">{issue.message}</td>
                  <td className="px-4 py-3 text-right max-sm:text-left">
                    <Link
                      href={issue.editHref}
                      className="font-medium text-foreground underline decoration-cyan decoration-2 underline-offset-4 hover:text-cyan"
                    >
                      Edit<span className="sr-only"> {issue.title}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
