"use client";

import { Icon, type IconName } from "@/components/ui/icon";
import { toast } from "sonner";
import type { AdminTableName } from "@/lib/tables/names";
import type { ActionResult } from "@/lib/results/action-result";
import { buttonClass } from "@/components/ui/button";
import { useTableAction } from "./use-table-action";

type To = "published" | "draft";

/** How the rows are named: "portfolio" / "portfolios". */
export interface BulkNouns {
  one: string;
  many: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const counted = (n: number, nouns: BulkNouns) => (n === 1 ? `this ${nouns.one}` : `${n} ${nouns.many}`);

/** The toasts of a bulk Publish or Unpublish: "Publishing 3 portfolios…", "3 portfolios published", "Portfolio published". */
function bulkStatusTexts(to: To, n: number, nouns: BulkNouns) {
  const [verb, doing] = to === "published" ? ["publish", "Publishing"] : ["unpublish", "Unpublishing"];
  return {
    label: `${capital(verb)} ${counted(n, nouns)}`,
    progress: `${doing} ${counted(n, nouns)}…`,
    success: n === 1 ? `${capital(nouns.one)} ${verb}ed` : `${n} ${nouns.many} ${verb}ed`,
    failure: `Failed to ${verb} ${n === 1 ? nouns.one : nouns.many}. Please try again.`,
  };
}

/** The selected rows' Publish and Unpublish buttons: a progress toast, then the outcome, and the table refetched. */
export function BulkPublish({
  table,
  ids,
  nouns,
  action,
  onDone,
}: {
  table: AdminTableName;
  ids: string[];
  nouns: BulkNouns;
  onDone: () => void;
  action: (input: { ids: string[]; status: To }) => Promise<ActionResult<{ count: number }>>;
}) {
  const { pending, run } = useTableAction(table);
  const button = (to: To, icon: IconName, text: string) => {
    const texts = bulkStatusTexts(to, ids.length, nouns);
    return (
      <button
        type="button"
        disabled={pending}
        aria-label={texts.label}
        className={buttonClass({ variant: "outline", size: "sm" })}
        onClick={() =>
          run(
            () => action({ ids, status: to }),
            texts,
            (data, id) => {
              onDone();
              toast.success(bulkStatusTexts(to, data.count, nouns).success, { id });
            },
          )
        }
      >
        {pending ? <Icon name="Loader2" className="size-4 animate-spin" /> : <Icon name={icon} className="size-4" />}
        {text}
      </button>
    );
  };
  return (
    <>
      {button("published", "Eye", "Publish")}
      {button("draft", "EyeOff", "Unpublish")}
    </>
  );
}
