/** Text whose figure ranges ("300-500%", "2-4 hours") never break at their hyphen; the text itself is unchanged. */
export function KeepRangesTogether({ text }: { text: string }) {
  return text.split(/(\d[\d,.]*-\d[\d,.]*%?)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
