import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  detailedMetricSchema,
  extendedTestimonialSchema,
  projectFormSchema,
  projectInputSchema,
  techCategorySchema,
} from "@/lib/projects/schema";
import { blogInputSchema, readingTimeSchema } from "@/lib/blog/schema";
import { testimonialInputSchema } from "@/lib/testimonials/schema";
import { testimonialEntitySchema } from "@/lib/testimonials/codec";
import { chatLeadSchema, contactMessageSchema } from "@/lib/leads/schema";
import { conversionInput } from "@/lib/conversions/schema";
import { entityIdSchema } from "@/lib/entity/codec";
import { projectEntitySchema } from "../support/content-actions";
import { blogEntitySchema } from "../support/content-actions";
import { backupRecordSchema } from "@/lib/backup/record";
import { parseContentFile } from "@/lib/backup/file";
import { MAX_IMPORT_BYTES } from "@/lib/backup/limits";
import { renderBlogContent } from "@/lib/blog/render";
import { csvCell, leadsCsv, type LeadRow } from "@/lib/leads/csv";
import { LEAD_STATUSES, leadSourceLabel, leadStatusLabel } from "@/lib/leads/status";
import { buildRss } from "@/lib/blog/rss";
import { isStorableJson, ITEM_ID_MESSAGE, itemIdSchema, MAX_JSON_DEPTH } from "@/lib/validation";
import {
  BLOG_FIELDS,
  CONTACT_FIELDS,
  expectKept,
  expectNoPollution,
  expectStorable,
  HTML_PAYLOADS,
  hostileExportFile,
  hostileKey,
  hostileString,
  hostileText,
  hostileValue,
  type KeptFields,
  mutate,
  nestedJson,
  POLLUTION_KEYS,
  PROJECT_FIELDS,
  unsafeHtml,
  UNSTORABLE_STRINGS,
  validChat,
  validContact,
  validConversion,
  validPost,
  validProject,
} from "../support/hostile";

const project = validProject;
const post = validPost;
const testimonial = {
  title: "Ann Lee",
  quote: "They shipped.",
  role: "CTO",
  company: "Acme",
  rating: 5,
  service: "saas",
  sortOrder: 3,
  status: "published",
};
const TESTIMONIAL_FIELDS: KeptFields = { trimmed: ["title", "quote", "role", "company"] };

interface Entry extends KeptFields {
  schema: z.ZodType;
  valid: unknown;
}

/** Every zod schema that validates outside input (the admin actions' own id/openedAt schemas are exercised
 *  through the actions in tests/integration/inputs-property.*.test.ts). */
const SCHEMAS: Record<string, Entry> = {
  projectInputSchema: { schema: projectInputSchema, valid: project, ...PROJECT_FIELDS },
  projectFormSchema: { schema: projectFormSchema, valid: project, ...PROJECT_FIELDS },
  techCategorySchema: {
    schema: techCategorySchema,
    valid: { category: "Web", technologies: ["Next.js"] },
    trimmed: ["category"],
  },
  detailedMetricSchema: {
    schema: detailedMetricSchema,
    valid: { label: "Users", value: "10k", description: "Monthly" },
    trimmed: ["label", "value", "description"],
  },
  extendedTestimonialSchema: {
    schema: extendedTestimonialSchema,
    valid: { quote: "Great", author: "A", position: "CTO", company: "C" },
    trimmed: ["quote", "author", "position", "company"],
  },
  blogInputSchema: { schema: blogInputSchema, valid: post, ...BLOG_FIELDS },
  testimonialInputSchema: { schema: testimonialInputSchema, valid: testimonial, ...TESTIMONIAL_FIELDS },
  testimonialEntitySchema: {
    schema: testimonialEntitySchema,
    valid: { ...testimonial, id: "ann-lee" },
    ...TESTIMONIAL_FIELDS,
  },
  readingTimeSchema: { schema: readingTimeSchema, valid: "7" },
  contactMessageSchema: { schema: contactMessageSchema, valid: validContact, ...CONTACT_FIELDS },
  chatLeadSchema: { schema: chatLeadSchema, valid: validChat, trimmed: ["email", "page"] },
  conversionInput: { schema: conversionInput, valid: validConversion, trimmed: ["page"] },
  entityIdSchema: { schema: entityIdSchema, valid: "apollo" },
  projectEntitySchema: { schema: projectEntitySchema, valid: { ...project, id: "apollo" }, ...PROJECT_FIELDS },
  blogEntitySchema: { schema: blogEntitySchema, valid: { ...post, id: "field-notes" }, ...BLOG_FIELDS },
  backupRecordSchema: {
    schema: backupRecordSchema,
    valid: { projects: [], blogs: [], timestamp: "2026-01-02T03:04:05.000Z", version: "1.0" },
  },
};

const inputsFor = (entry: Entry) => {
  const valid = entry.valid;
  if (!valid || typeof valid !== "object" || Array.isArray(valid)) return fc.oneof(hostileValue, fc.constant(valid));
  const fields = Object.keys("shape" in entry.schema ? (entry.schema as z.ZodObject).shape : valid);
  return fc.oneof(hostileValue, mutate(valid as object, fields), mutate(valid as object, fields, hostileText));
};

describe.each(Object.entries(SCHEMAS))("%s under hostile input", (_, entry) => {
  it("accepts the valid example", () => {
    expect(entry.schema.safeParse(entry.valid).success).toBe(true);
  });

  it("rejects with clear messages, or accepts storable text as typed; never throws or pollutes", () => {
    fc.assert(
      fc.property(inputsFor(entry), (input) => {
        const result = entry.schema.safeParse(input);
        expectNoPollution();
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          for (const issue of result.error.issues)
            expect(issue.message.trim(), JSON.stringify(issue.path)).not.toBe("");
          return;
        }
        expectStorable(result.data);
        expectKept(entry, input, result.data);
      }),
      { numRuns: 300 },
    );
  });
});

describe("text PostgreSQL cannot store", () => {
  const cases = [
    ["projectFormSchema", "title"],
    ["projectFormSchema", "challenge"],
    ["projectFormSchema", "technologies"],
    ["blogInputSchema", "content"],
    ["blogInputSchema", "tags"],
    ["contactMessageSchema", "message"],
    ["chatLeadSchema", "page"],
  ];

  it.each(cases)("%s refuses a NUL or a broken surrogate in %s with a message", (name, field) => {
    const { schema, valid } = SCHEMAS[name];
    for (const bad of UNSTORABLE_STRINGS) {
      const value = `ok ${bad} ok`;
      const result = schema.safeParse({
        ...(valid as object),
        [field]: field === "technologies" || field === "tags" ? [value] : value,
      });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/characters/);
    }
  });
});

describe("the id an admin action names its item by", () => {
  it("refuses a missing, blank, overlong, non-text or unstorable id with one message that says what to do", () => {
    for (const id of [
      undefined,
      null,
      5,
      "",
      "   ",
      "a".repeat(201),
      ...UNSTORABLE_STRINGS.map((bad) => `apollo${bad}`),
    ]) {
      const result = itemIdSchema.safeParse(id);
      expect(result.success, JSON.stringify(id)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        JSON.stringify(id),
      ).toEqual([ITEM_ID_MESSAGE]);
    }
    expect(itemIdSchema.parse(" apollo ")).toBe("apollo");
  });
});

describe("JSON PostgreSQL cannot store (an autosaved copy of a form)", () => {
  it("any unstorable string, in a value or a key, at any depth, is found; emoji are fine", () => {
    for (const bad of UNSTORABLE_STRINGS) {
      expect(isStorableJson({ title: bad }), JSON.stringify(bad)).toBe(false);
      expect(isStorableJson({ tags: ["ok", [{ [bad]: 1 }]] }), JSON.stringify(bad)).toBe(false);
    }
    expect(isStorableJson({ title: "Café 🚀", tags: [1, null, true, { note: "ok" }] })).toBe(true);
  });

  it(`nesting up to ${MAX_JSON_DEPTH} levels is stored; deeper is refused, even 100,000 levels, without overflowing the walk`, () => {
    expect(isStorableJson(nestedJson(MAX_JSON_DEPTH))).toBe(true);
    expect(isStorableJson({ a: nestedJson(MAX_JSON_DEPTH) })).toBe(false);
    // Prisma's serialiser overflowed its stack on a copy some thousand levels deep (the property test drew one)
    expect(isStorableJson(nestedJson(100_000))).toBe(false);
  });
});

describe("chat transcripts", () => {
  it("a transcript the widget cut inside an emoji is kept, its broken characters replaced", () => {
    fc.assert(
      fc.property(hostileString, (transcript) => {
        const result = chatLeadSchema.safeParse({ ...validChat, transcript });
        const stored = transcript
          .replace(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd")
          .trim();
        expect(result.success).toBe(stored.length > 0 && stored.length <= 5000);
        if (result.success) expect(result.data.transcript).toBe(stored);
      }),
      { numRuns: 300 },
    );
    expect(chatLeadSchema.parse({ ...validChat, transcript: "\ude00 and the rest" }).transcript).toBe(
      "\ufffd and the rest",
    );
  });
});

describe("metric names", () => {
  it("an accepted project keeps every metric it was given; a metric named __proto__ is refused, not dropped", () => {
    const metrics = fc.dictionary(
      fc.oneof(hostileKey, fc.constantFrom(" __proto__ ", "users")),
      fc.string({ maxLength: 20 }),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(metrics, (given) => {
        const result = projectFormSchema.safeParse({ ...project, metrics: given });
        expectNoPollution();
        if (!result.success) {
          expect(result.error.issues[0]?.message.trim()).not.toBe("");
          return;
        }
        const names = Object.keys(given).map((k) => k.trim());
        expect(names).not.toContain("__proto__");
        expect(Object.keys(result.data.metrics).sort()).toEqual([...new Set(names)].sort());
        expect(Object.getPrototypeOf(result.data.metrics)).toBe(Object.prototype);
      }),
      { numRuns: 300 },
    );
  });
});

describe("import files (the body of POST /api/admin/import, the CLI import, a restore)", () => {
  const text = hostileExportFile(Object.keys(projectInputSchema.shape), Object.keys(blogInputSchema.shape));

  it("refuses with a message naming the problem, or yields storable records as typed", () => {
    fc.assert(
      fc.property(text, (body) => {
        const parsed = parseContentFile(body);
        expectNoPollution();
        if (!parsed.ok) {
          expect(parsed.message).toMatch(/^The file was not imported, nothing was changed\. \S/);
          expect(parsed.problems.length).toBeGreaterThan(0);
          return;
        }
        expectStorable(parsed.content);
        const file = JSON.parse(body) as { projects?: unknown[]; blogs?: unknown[] };
        (parsed.content.projects ?? []).forEach((p, i) => expectKept(PROJECT_FIELDS, file.projects?.[i], p));
        (parsed.content.blogs ?? []).forEach((b, i) => expectKept(BLOG_FIELDS, file.blogs?.[i], b));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a file over the limit by its size", () => {
    const parsed = parseContentFile(`"${"x".repeat(MAX_IMPORT_BYTES)}"`);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringMatching(/too large \(10\.0 MB\)/) });
  });
});

describe("stored text rendered", () => {
  const html = fc.oneof(
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...HTML_PAYLOADS),
          hostileString,
          fc.constantFrom("<p>", "</p>", "<a href='/x'>", "</a>", "<b>"),
        ),
        { maxLength: 8 },
      )
      .map((parts) => parts.join("")),
    hostileString,
  );

  it("the checker used below does find a script, a handler, a javascript: link", () => {
    for (const bad of [
      "<script>x</script>",
      "<p onclick=a>x</p>",
      "<a href=' java\tscript:x'>y</a>",
      '<img src="data:x">',
    ]) {
      expect(unsafeHtml(bad), bad).not.toEqual([]);
    }
    expect(unsafeHtml('<p>&lt;script&gt; <a href="https://x">y</a></p>')).toEqual([]);
  });

  it("a blog body renders without script, event handlers or javascript: URLs, whatever was saved", () => {
    fc.assert(
      fc.property(html, (content) => {
        const rendered = renderBlogContent(content);
        if (rendered.kind !== "html") return;
        expect(unsafeHtml(rendered.html)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("prose in a blog body (Markdown without markup) keeps every word", () => {
    // Letters in any script, digits and the punctuation of sentences, starting with a letter ("0)" starts a list):
    // nothing Markdown reads as markup.
    const prose = fc.stringMatching(/^[\p{L}][\p{L}\p{N} ,;:?'"()]{0,79}$/u);
    fc.assert(
      fc.property(prose, (line) => {
        const rendered = renderBlogContent(line);
        expect(rendered.kind).toBe("html");
        const text: string[] = [];
        const parser = new Parser({ ontext: (t) => text.push(t) }, { decodeEntities: true });
        parser.write(rendered.kind === "html" ? rendered.html : "");
        parser.end();
        expect(text.join("").trim()).toBe(line.trim());
      }),
      { numRuns: 200 },
    );
  });

  it("the leads CSV keeps every value and never starts a cell with a formula, in any separator convention", () => {
    // A ' before each = + - @ tab or CR at the start of the value or right after a , ; tab or line break (issue 60, #5:
    // a reader that splits on ; or tab starts a cell there); everything else as typed.
    const neutralised = (v: string) =>
      v
        .split("")
        .map((ch, i) => ("=+-@\t\r".includes(ch) && (i === 0 || ",;\t\r\n".includes(v[i - 1])) ? `'${ch}` : ch))
        .join("");
    const lead = fc.record({
      createdAt: fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
      source: fc.constantFrom("contact", "chat"),
      firstName: hostileText,
      lastName: hostileText,
      email: hostileText,
      subject: hostileText,
      message: hostileText,
      page: fc.option(hostileText, { nil: null }),
      status: fc.constantFrom(...LEAD_STATUSES),
      notes: hostileText,
    });
    fc.assert(
      fc.property(fc.array(lead, { maxLength: 4 }), (leads: LeadRow[]) => {
        const rows = parseCsv(leadsCsv(leads));
        expect(rows).toHaveLength(leads.length + 1);
        for (const [r, l] of leads.entries()) {
          const cells = rows[r + 1];
          const typed = [
            l.createdAt.toISOString(),
            leadStatusLabel(l.status),
            leadSourceLabel(l.source),
            l.page ?? "",
            l.firstName,
            l.lastName,
            l.email,
            l.subject,
            l.message,
            l.notes,
          ];
          for (const [c, value] of typed.entries()) {
            expect(cells[c]).toBe(neutralised(value));
            expect(cells[c]).not.toMatch(/(?:^|[,;\t\r\n])[=+\-@\t\r]/);
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("Hi;=HYPERLINK(1)\t+2")).toBe("Hi;'=HYPERLINK(1)\t'+2");
  });

  it("the RSS feed stays well-formed XML and carries each title as typed", () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 3 }), (titles) => {
        const posts = titles.map((title, i) => ({
          id: `p${i}`,
          title,
          excerpt: title,
          authorName: title,
          category: title,
          publishedAt: new Date("2026-01-01T00:00:00Z"),
        }));
        const xml = buildRss(
          { title: "Blog", link: "https://x.test/blogs", description: "d", siteUrl: "https://x.test" },
          posts,
        );
        const found: string[] = [];
        let inTitle = false;
        const parser = new Parser(
          {
            onopentag: (name) => {
              inTitle = name === "title";
              if (inTitle) found.push("");
            },
            ontext: (t) => {
              if (inTitle) found[found.length - 1] += t;
            },
            onclosetag: () => {
              inTitle = false;
            },
          },
          { xmlMode: true, decodeEntities: true },
        );
        parser.write(xml);
        parser.end();
        expect(found.slice(1)).toEqual(
          titles.map((t) => t.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")),
        );
        expect(xml).not.toMatch(/<(script|img|svg|a)\b/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe("prototype-pollution keys", () => {
  it.each(POLLUTION_KEYS)("an import file full of %s keys changes no prototype", (key) => {
    const nested = `{"${key}": {"polluted": "yes", "prototype": {"polluted": "yes"}}}`;
    parseContentFile(`{"projects": [${nested}], "blogs": [${nested}], "${key}": ${nested}}`);
    parseContentFile(
      `{"projects": [{"id": "a", "title": "T", "description": "D", "serviceId": "saas", "metaInfo": ${nested}}]}`,
    );
    expectNoPollution();
  });
});

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}
