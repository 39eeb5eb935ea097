import { STATUS_LABELS, type Publishing } from "@/lib/publishing/status";

/** An item's status under its title; a scheduled one with its time (the server's clock, ISO, read by screen readers). */
export function StatusChip({ item }: { item: Publishing }) {
  const tone =
    item.status === "published"
      ? "border-green/60"
      : item.status === "scheduled"
        ? "border-purple/60"
        : "border-border text-muted";
  return (
    <span
      className={`mt-1 inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-normal ${tone}`}
      data-testid="status"
    >
      {STATUS_LABELS[item.status]}
      {item.status === "scheduled" && item.publishAt && (
        <time dateTime={item.publishAt.toISOString()} className="ml-1">
          {item.publishAt.toISOString().slice(0, 16).replace("T", " ")} UTC
        </time>
      )}
    </span>
  );
}
