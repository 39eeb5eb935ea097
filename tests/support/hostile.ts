import fc from "fast-check";
import { Parser } from "htmlparser2";
import { expect } from "vitest";
import { SERVICE_IDS, SERVICE_PAGE_IDS } from "@/lib/projects/schema";

// Hostile input shared by the property tests: SQL and HTML payloads, unicode, huge strings, nested JSON and
// prototype-pollution keys.

export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const;

export const SQL_PAYLOADS = [
  "'; DROP TABLE portfolios; --",
  "' OR '1'='1",
  "1; DELETE FROM leads WHERE 1=1; --",
  "Robert'); DROP TABLE blogs;--",
  "\\'; SELECT pg_sleep(5); --",
  "$$; DROP TABLE users; $$",
];

export const HTML_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '"><script>alert(1)</script>',
  "</script><script>alert(1)</script>",
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<scr<script>ipt>alert(1)</script>",
  "<!--<script>alert(1)</script>-->",
  "<div onmouseover='alert(1)'>hover</div>",
];

export const OTHER_PAYLOADS = [
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  '=HYPERLINK("http://evil")',
  "+1+1",
  "-2+3",
  "@SUM(A1)",
  "\u202e\ud83d\ude00",
  "👨‍👩‍👧‍👦",
  "e\u0301",
  "𝕏𝔂",
  "ﷺ",
  "\u200b",
  "\ufeff",
  "../../etc/passwd",
  "{{7*7}}",
  "${7*7}",
  "%00",
  "\\",
  ...POLLUTION_KEYS,
];

/** Text PostgreSQL cannot hold as it is: a NUL character, unpaired UTF-16 surrogates. */
export const UNSTORABLE_STRINGS = ["a\u0000b", "\u0000", "\ud800", "x\udfffy", "\ude00\ud83d"];

/** Hostile text a database can store: printable unicode and payloads. */
export const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...OTHER_PAYLOADS),
);

/** Any hostile string: storable text, control characters and broken surrogates, and one of 300,000 characters. */
export const hostileString = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom(...UNSTORABLE_STRINGS),
  fc.constant("x".repeat(300_000)),
);

export const hostileKey = fc.oneof(fc.string(), fc.constantFrom(...POLLUTION_KEYS));

/** A plain object with hostile keys (including __proto__ as an own key, the way JSON.parse makes it) and values. */
export const hostileObject = fc.dictionary(
  fc.oneof(hostileKey, fc.constantFrom("title", "serviceId", "content", "id", "email")),
  fc.oneof(hostileString, fc.jsonValue({ maxDepth: 3 }), fc.array(hostileString, { maxLength: 5 })),
);

/** JSON text meant to pollute Object.prototype when parsed or merged carelessly. */
export const POLLUTING_JSON = [
  '{"__proto__": {"polluted": "yes", "isAdmin": true}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"projects": [{"__proto__": {"polluted": "yes"}, "id": "p", "title": "T", "description": "D", "serviceId": "saas"}]}',
  '{"blogs": [{"constructor": {"prototype": {"isAdmin": true}}, "title": "T", "content": "C", "author": {"__proto__": {"polluted": 1}}}]}',
];

/** Deeply nested JSON text (arrays and objects). */
export const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${"]}".repeat(depth)}`;

/** A value nested `levels` deep (an even number: each step is an object and an array). */
export const nestedJson = (levels: number) => JSON.parse(deepJson(levels / 2)) as Record<string, unknown>;

/** Any hostile value: an object with hostile keys, arbitrary JSON, pollution JSON, anything fast-check makes. */
export const hostileValue = fc.oneof(
  hostileObject,
  hostileString,
  fc.jsonValue(),
  fc.anything(),
  fc.constantFrom(...POLLUTING_JSON, deepJson(2000)).map((text) => JSON.parse(text) as unknown),
);

/** A valid object with some fields replaced by hostile values and some hostile keys added (fast-check makes
 *  "__proto__" an own key, as JSON.parse does, and spreading keeps it one). */
export function mutate<T extends object>(
  base: T,
  fields: readonly string[],
  value: fc.Arbitrary<unknown> = hostileValue,
) {
  return fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 3 }),
      extra: fc.dictionary(hostileKey, fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString), { maxKeys: 2 }),
    })
    .map(({ replaced, extra }): Record<string, unknown> => ({ ...extra, ...base, ...replaced }));
}

// Valid inputs to start from, and what an accepted value must keep as typed.

export const validProject = { title: "Apollo", description: "A booking app.", serviceId: "saas" };
export const validPost = {
  title: "Field notes",
  content: "<p>Body</p>",
  authorName: "Asha",
  publishedAt: "2026-01-02T03:04:05.000Z",
};
/** Any well-formed project or post an admin could type: what the create and update actions must accept. */
const words = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.'&()!?-]{0,60}$/);
export const validProjectInput: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    title: words,
    description: words,
    serviceId: fc.constantFrom(...SERVICE_IDS),
    client: words,
    industry: words,
    technologies: fc.uniqueArray(
      words.map((w) => w.trim()),
      { maxLength: 4 },
    ),
    alsoShowOn: fc.subarray([...SERVICE_PAGE_IDS]),
    liveUrl: fc.webUrl({ validSchemes: ["https"] }),
    timeline: words,
  },
  { requiredKeys: ["title", "description", "serviceId"] },
);
export const validPostInput: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    title: words,
    content: words.map((w) => `<p>${w}</p>`),
    authorName: words,
    category: words,
    excerpt: words,
    publishedAt: fc
      .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString()),
    tags: fc.uniqueArray(
      words.map((w) => w.trim()),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ["title", "content", "authorName", "publishedAt"] },
);
export const validContact = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  subject: "App",
  message: "Hello",
};
export const validChat = { email: "lee@example.com", transcript: "Visitor: I want to talk to a human", page: "/" };
/** Any message a visitor could send through the contact form or hand over from the chat: what must be stored. */
const emailAddress = fc
  .stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]@[a-z0-9]{1,20}\.[a-z]{2,6}$/)
  .filter((e) => !e.includes(".."));
export const validContactInput: fc.Arbitrary<Record<string, string>> = fc.record({
  firstName: words,
  lastName: words,
  email: emailAddress,
  subject: words,
  message: words,
});
export const validChatInput: fc.Arbitrary<{ email: string; transcript: string; page?: string }> = fc.record(
  {
    email: emailAddress,
    transcript: words.map((w) => `Visitor: ${w}`),
    page: fc.constantFrom("/", "/saas", "/portfolio"),
  },
  { requiredKeys: ["email", "transcript"] },
);
export const validConversion = { action: "speaksify-demo", page: "/products/speaksify" };

export interface KeptFields {
  /** Text fields an accepted value keeps as typed, trimmed (blank may become undefined). */
  trimmed?: string[];
  /** Text fields an accepted value keeps exactly. */
  exact?: string[];
  /** Lists an accepted value keeps as typed: trimmed, blanks and repeats dropped. */
  lists?: string[];
}

export const PROJECT_FIELDS: KeptFields = {
  trimmed: [
    "title",
    "description",
    "client",
    "industry",
    "challenge",
    "solution",
    "testimonial",
    "timeline",
    "teamSize",
  ],
  lists: ["technologies", "approach", "features"],
};
export const BLOG_FIELDS: KeptFields = {
  trimmed: ["title", "excerpt", "authorName", "authorBio", "category"],
  exact: ["content"],
  lists: ["tags"],
};
export const CONTACT_FIELDS: KeptFields = { trimmed: ["firstName", "lastName", "email", "subject", "message"] };

const fieldsOf = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** An accepted value holds the typed text (trimmed where the schema says so), never a silently changed one. */
export function expectKept(fields: KeptFields, input: unknown, output: unknown) {
  const [i, o] = [fieldsOf(input), fieldsOf(output)];
  for (const field of fields.trimmed ?? []) {
    if (typeof i[field] !== "string") continue;
    const typed = (i[field] as string).trim();
    if (typed === "") expect(o[field] ?? "", field).toBe("");
    else expect(o[field], field).toBe(typed);
  }
  for (const field of fields.exact ?? []) if (typeof i[field] === "string") expect(o[field], field).toBe(i[field]);
  for (const field of fields.lists ?? []) {
    if (!Array.isArray(i[field])) continue;
    expect(o[field], field).toEqual([...new Set((i[field] as string[]).map((v) => v.trim()).filter(Boolean))]);
  }
}

/** Records of an export file, each with its own id unless the id itself was replaced. */
const fileRecords = (base: Record<string, unknown>, fields: string[]) =>
  fc
    .array(
      fc.oneof(mutate(base, fields), {
        arbitrary: mutate(base, ["title", "description", "content", "excerpt", "challenge", "client"], hostileText),
        weight: 3,
      }),
      { maxLength: 3 },
    )
    .map((list) => list.map((r, i) => (r.id === base.id ? { ...r, id: `${base.id}-${i}` } : r)));

/** The text of an export file (the import route's body) with hostile records, or any other hostile text. */
export const hostileExportFile = (projectFields: string[], blogFields: string[]) =>
  fc.oneof(
    {
      arbitrary: fc
        .record(
          {
            projects: fileRecords({ ...validProject, id: "apollo" }, [...projectFields, "id", "metaInfo"]),
            blogs: fileRecords({ ...validPost, id: "notes" }, [...blogFields, "id", "author"]),
            version: fc.oneof({ arbitrary: fc.constant("1.0"), weight: 3 }, hostileValue),
          },
          { requiredKeys: [] },
        )
        .map((file) => JSON.stringify(file)),
      weight: 3,
    },
    hostileString,
    fc.json(),
    fc.constantFrom(...POLLUTING_JSON, deepJson(5000), "{", "null", "[]", ""),
  );

const baseline = () => new Set(Object.getOwnPropertyNames(Object.prototype));
const PROTOTYPE_KEYS = baseline();

/** Fails when anything was added to Object.prototype (or a polluted/isAdmin flag shows up on a fresh object). */
export function expectNoPollution() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect([...baseline()].filter((key) => !PROTOTYPE_KEYS.has(key))).toEqual([]);
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Every string inside `value` (keys too) can be stored in PostgreSQL text and jsonb columns. */
export function expectStorable(value: unknown, path = "value"): void {
  if (typeof value === "string") {
    expect(UNSTORABLE.test(value), `${path} holds a NUL or a broken surrogate`).toBe(false);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => expectStorable(item, `${path}[${i}]`));
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      expectStorable(key, `${path} key`);
      expectStorable(item, `${path}.${key}`);
    }
  }
}

const DANGEROUS_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "form",
  "template",
  "base",
  "link",
  "meta",
]);
const DANGEROUS_URL = /^\s*(javascript|vbscript|data):/i;

/** What is unsafe in an HTML fragment a browser would parse: script-capable tags, on* handlers, style attributes,
 *  javascript:/data: URLs. Empty when the fragment is harmless. */
export function unsafeHtml(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DANGEROUS_TAGS.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute) || attribute === "style") found.push(`${name}[${attribute}]`);
          if (
            ["href", "src", "action", "formaction", "xlink:href"].includes(attribute) &&
            DANGEROUS_URL.test(value.replace(/[\u0000-\u0020]/g, ""))
          ) {
            found.push(`${name}[${attribute}=${value}]`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  if (/<script/i.test(html)) found.push("<script text");
  return found;
}
