import { z } from "zod";
import { adminRoute } from "@/lib/admin/action";
import { readJson } from "@/lib/security/read-body";
import { renderBlogContent } from "@/lib/blog/render";
import { readingTimeFor } from "@/lib/blog/reading-time";

const body = z.object({ content: z.string().max(200_000) });

/** The blog editor's live preview: the body as the article will render it (Markdown or HTML, sanitised) and its
 *  reading time, rendered on the server so the Markdown and sanitising code never ships to the browser. */
export const POST = adminRoute("content.create", async (request) => {
  const read = await readJson(request);
  if ("answer" in read) return read.answer;
  const parsed = body.safeParse(read.value);
  if (!parsed.success) return Response.json({ error: "Send the content to preview." }, { status: 400 });
  const rendered = renderBlogContent(parsed.data.content);
  return Response.json(
    { html: rendered.kind === "html" ? rendered.html : "", readingTime: readingTimeFor(parsed.data.content) },
    { headers: { "Cache-Control": "no-store" } },
  );
});
