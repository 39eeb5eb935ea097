import { LocalDate } from "@/components/admin/common/local-date.client";
import { AdminTable, cellClass, EmptyState } from "@/components/admin/common/table";
import { TRASH_DAYS } from "@/lib/trash/days";
import { RestoreButton } from "./restore-button.client";

interface Item {
  id: string;
  entity: string;
  entityId: string;
  title: string;
  deletedBy: string;
  deletedAt: Date;
}

const DAY_MS = 86_400_000;

/** What is in the trash, newest deletion first, with the days left before it is gone for good. */
export function TrashList({ items }: { items: Item[] }) {
  if (items.length === 0)
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">The trash is empty</p>
      </EmptyState>
    );
  return (
    <AdminTable caption="Trash" head={["Item", "Kind", "Deleted", "By", "Kept until", "Actions"]}>
      {items.map((item) => (
        <tr key={item.id} data-testid="trash-row">
          <td className={`${cellClass} font-medium`}>{item.title}</td>
          <td className={cellClass}>{item.entity === "project" ? "Portfolio" : "Blog post"}</td>
          <td className={`${cellClass} whitespace-nowrap text-muted`}>
            <LocalDate iso={item.deletedAt.toISOString()} time />
          </td>
          <td className={`${cellClass} text-muted`}>{item.deletedBy}</td>
          <td className={`${cellClass} whitespace-nowrap text-muted`}>
            <LocalDate iso={new Date(item.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString()} time />
          </td>
          <td className={cellClass}>
            <RestoreButton id={item.id} title={item.title} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
