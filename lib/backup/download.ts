import { DOWNLOAD_SUMMARY_HEADER } from "@/lib/download/response";
import { countsPhrase, perEntity, type EntityKey } from "@/lib/entities";

/** What an export or a backup holds: "4 portfolios and 6 blog posts". */
export const contentSummary = (content: Partial<Record<EntityKey, unknown>>) =>
  countsPhrase(
    perEntity((e) => {
      const list = content[e.key];
      return Array.isArray(list) ? list.length : 0;
    }),
  );

/** A JSON file the browser saves instead of showing; `summary` names what it holds ("4 portfolios and 6 blog posts"). */
export function jsonDownload(data: unknown, fileName: string, summary?: string) {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      ...(summary ? { [DOWNLOAD_SUMMARY_HEADER]: summary } : {}),
    },
  });
}
