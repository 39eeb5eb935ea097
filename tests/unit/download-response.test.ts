import { describe, expect, it } from "vitest";
import { attachmentName, downloadError } from "@/lib/download/response";
import { contentSummary, jsonDownload } from "@/lib/backup/download";

describe("an admin download's answer, as the browser's toast reads it", () => {
  it("names the file from Content-Disposition, quoted or bare, else the fallback", () => {
    expect(attachmentName('attachment; filename="leads-2026-11-25.csv"', "leads.csv")).toBe("leads-2026-11-25.csv");
    expect(attachmentName("attachment; filename=studio-export.json; size=3", "x.json")).toBe("studio-export.json");
    expect(attachmentName("attachment", "x.json")).toBe("x.json");
    expect(attachmentName(null, "x.json")).toBe("x.json");
  });

  it("reads the server's message of a refusal, and nothing from a body that has none", async () => {
    expect(
      await downloadError(Response.json({ error: "Your session has ended. Please sign in again." }, { status: 401 })),
    ).toBe("Your session has ended. Please sign in again.");
    expect(await downloadError(new Response("<html>502</html>", { status: 502 }))).toBeUndefined();
    expect(await downloadError(Response.json({ error: "" }, { status: 500 }))).toBeUndefined();
    expect(await downloadError(Response.json({ message: "x" }, { status: 500 }))).toBeUndefined();
  });

  it("says what an export or backup file holds in a header, read from the file itself", () => {
    const file = { projects: [{}, {}, {}, {}], blogs: Array.from({ length: 6 }, () => ({})), exportDate: "x" };
    expect(contentSummary(file)).toBe("4 portfolios and 6 blog posts");
    expect(contentSummary({ projects: "not a list" } as never)).toBe("0 portfolios and 0 blog posts");
    const response = jsonDownload(file, "studio-export-2026-11-25.json", contentSummary(file));
    expect(response.headers.get("x-download-summary")).toBe("4 portfolios and 6 blog posts");
    expect(attachmentName(response.headers.get("content-disposition"), "x")).toBe("studio-export-2026-11-25.json");
  });
});
