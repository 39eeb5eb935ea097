import type { Segment } from "@/lib/search/schema";

/** Text from a search result, its matched words marked (React renders it as text: nothing in it is markup). */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <mark key={index} className="rounded-sm bg-cyan/25 px-0.5 text-foreground">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
