import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";

export const tooLong = (max: number) => `Keep this under ${max.toLocaleString("en-US")} characters.`;

const UNSTORABLE_TEXT_MESSAGE = "Remove the invisible control characters or broken symbols from this text.";

// A NUL character, or half of a UTF-16 surrogate pair without its other half.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text PostgreSQL cannot store as typed: it refuses a NUL character (in text and jsonb columns) and an
 *  unpaired surrogate inside JSON, and would store an unpaired surrogate in a text column as U+FFFD. */
export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** How deep a stored JSON value may nest. Prisma's serialiser and PostgreSQL's jsonb parser both recurse: a few thousand
 *  levels overflow the one's stack and exceed the other's `max_stack_depth`. A project's form nests four levels. */
export const MAX_JSON_DEPTH = 32;

/** False when a string or key anywhere in a JSON value is not storable text (a jsonb column refuses the whole value),
 *  or when it nests deeper than MAX_JSON_DEPTH. Walked with a list, not recursion: JSON thousands of levels deep is
 *  valid and would overflow this walk's stack too. */
export const isStorableJson = (json: unknown): boolean => {
  const pending: [unknown, number][] = [[json, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === "string") {
      if (!isStorableText(value)) return false;
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_JSON_DEPTH) return false;
      for (const [key, item] of Object.entries(value)) {
        if (!Array.isArray(value) && !isStorableText(key)) return false;
        pending.push([item, depth + 1]);
      }
    }
  }
  return true;
};

/** `value` with each NUL and unpaired surrogate replaced by U+FFFD, for text assembled by a program rather than typed. */
export const toStorableText = (value: string) => value.replace(new RegExp(UNSTORABLE.source, "g"), "\ufffd");

/** A string the database stores exactly as typed; the base of every text field that comes from outside. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const DATE_RANGE_MESSAGE = "Enter a date between the years 1 and 9999.";

// JavaScript's dates reach 275,760 BC and AD; PostgreSQL's timestamps start at 4713 BC and an ISO string (exports,
// the admin's inputs) holds four-digit years. A date outside them would fail at the database instead of at its field.
const EARLIEST_DATE = new Date("0001-01-01T00:00:00.000Z");
const LATEST_DATE = new Date("9999-12-31T23:59:59.999Z");

/** A date (a Date, an ISO string or a timestamp) the database stores as given: years 1 to 9999. */
export const storableDate = (invalidMessage: string) =>
  z.coerce.date({ error: invalidMessage }).min(EARLIEST_DATE, DATE_RANGE_MESSAGE).max(LATEST_DATE, DATE_RANGE_MESSAGE);

export const ITEM_ID_MESSAGE = "This item could not be identified: reload the page and try again.";

/** The id of an item an admin action names (a slug, a lead's id): text the database can compare, so never a NUL.
 *  Pages send it, people do not type it: a bad one is a stale or altered request, and every failure says so. */
export const itemIdSchema = z
  .string({ error: ITEM_ID_MESSAGE })
  .trim()
  .min(1, ITEM_ID_MESSAGE)
  .max(200, ITEM_ID_MESSAGE)
  .refine(isStorableText, ITEM_ID_MESSAGE);

/** Required text: missing or blank gives "Please fill in all required fields."; too long says so. */
export const requiredText = (max: number) =>
  text({ error: (issue) => (issue.code === "invalid_type" ? REQUIRED_FIELDS_MESSAGE : undefined) })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, tooLong(max));

/** Optional free text: trimmed, blank becomes undefined. */
export const optionalText = (max = 2000) =>
  text()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));

/** An absolute http(s) URL or a path on this site ("/images/…"); blank becomes undefined. */
export const urlOrPath = text()
  .trim()
  .max(2000)
  .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(v), {
    message: "Enter a full URL (https://…) or a path starting with /",
  })
  .optional()
  .transform((v) => (v ? v : undefined));

/** List entries are trimmed; blanks and duplicates are ignored. */
export const textList = (maxItems = 50, maxLength = 300) =>
  z
    .array(text().max(maxLength))
    .max(maxItems)
    .default([])
    .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]);
