/** The header an admin download names its contents in ("12 leads", "4 portfolios and 6 blog posts"), so the
 *  browser's toast can say what the file holds without reading it. */
export const DOWNLOAD_SUMMARY_HEADER = "X-Download-Summary";

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const quoted = header?.match(/filename="([^"]+)"/i)?.[1];
  const bare = header?.match(/filename=([^;\s"]+)/i)?.[1];
  return quoted ?? bare ?? fallback;
}

/** The message of a failed admin download's JSON body ({ error }), or undefined when there is none. */
export async function downloadError(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}
