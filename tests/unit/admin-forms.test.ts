import { describe, expect, it } from "vitest";
import { blogFormValues, datePart, toIsoTimestamp } from "@/lib/blog/form-values";
import { projectFormValues } from "@/lib/projects/form-values";
import { csvCell, leadsCsv } from "@/lib/leads/csv";
import { projectFormSchema } from "@/lib/projects/schema";

describe("blog form values", () => {
  it("defaults to empty text, no tags, today and 5 minutes", () => {
    const v = blogFormValues(undefined, new Date(2026, 2, 4, 15, 30));
    expect(v).toMatchObject({ title: "", content: "", tags: [], publishedAt: "2026-03-04", readingTime: "5" });
  });
  it("saves the date as a full ISO timestamp and shows only the date part", () => {
    const iso = toIsoTimestamp("2026-03-04");
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(datePart(new Date(iso))).toBe("2026-03-04");
  });
});

describe("project form values", () => {
  it("an empty form fails with the required-fields message only for title, description and service", () => {
    const result = projectFormSchema.safeParse(projectFormValues());
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths.sort()).toEqual(["description", "serviceId", "title"]);
    expect(new Set(result.error!.issues.map((i) => i.message))).toEqual(
      new Set(["Please fill in all required fields."]),
    );
  });
});

describe("leads CSV", () => {
  it("quotes cells and neutralises spreadsheet formulas", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    const csv = leadsCsv([
      {
        createdAt: new Date("2026-01-01T00:00:00Z"),
        source: "chat",
        firstName: "A",
        lastName: "B",
        email: "a@b.c",
        subject: "Hi",
        message: "line1\nline2",
        page: null,
        status: "qualified",
        notes: "=call",
      },
    ]);
    expect(csv.split("\r\n")[0]).toBe("Received,Status,Source,Page,First name,Last name,Email,Subject,Message,Notes");
    expect(csv.split("\r\n")[1]).toBe(
      '2026-01-01T00:00:00.000Z,Qualified,Chat hand-off,,A,B,a@b.c,Hi,"line1\nline2",\'=call',
    );
  });
});
