import { z } from "zod";
import { DEVICES, VITALS } from "./shape";

/** A path of this site as the beacon reports it (location.pathname: no query, no fragment). */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9\-._~%/]*$/, "A site path starting with /");

/** A visit id the beacon made (crypto.randomUUID, or 16-64 url-safe characters from older browsers). */
export const visitId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "A visit id");

/** The host of the referring page's address, lower-cased; "" for none or anything that is not an http(s) address. */
const referrerHost = z
  .string()
  .max(2000)
  .transform((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) ? url.hostname.toLowerCase() : "";
    } catch {
      return "";
    }
  });

/** A UTM tag as the owner reads it: lower case, at most 100 characters of letters, digits and . _ - + space; a value
 *  that looks like an e-mail address or a long number (personal data pasted into a link) is not kept. */
export const utmTag = z
  .string()
  .max(500)
  .transform((value) => {
    const clean = value.trim().toLowerCase();
    if (clean.includes("@") || /\d{6,}/.test(clean)) return "";
    return clean
      .replace(/[^a-z0-9._+\- ]+/g, "-")
      .replace(/\s+/g, " ")
      .slice(0, 100);
  });

/** The UTM tags of the page's query string (`location.search`); nothing else of it is kept. */
const utmOfSearch = z
  .string()
  .max(2000)
  .transform((search) => {
    const query = new URLSearchParams(search);
    const tag = (name: string) => utmTag.parse((query.get(`utm_${name}`) ?? "").slice(0, 500));
    return { source: tag("source"), medium: tag("medium"), campaign: tag("campaign") };
  });

const viewBeaconSchema = z
  .object({
    kind: z.literal("view"),
    visit: visitId,
    path: sitePath,
    device: z.enum(DEVICES),
    /** document.referrer: only its host is kept. */
    referrer: referrerHost.default(""),
    /** location.search: only its UTM tags are kept. */
    search: utmOfSearch.prefault(""),
  })
  .strict()
  .transform(({ search, ...view }) => ({ ...view, utm: search }));

const vitalsBeaconSchema = z
  .object({
    kind: z.literal("vitals"),
    path: sitePath,
    device: z.enum(DEVICES),
    metrics: z
      .array(
        z
          .object({ name: z.enum(VITALS), value: z.number().finite().min(0).max(600_000) })
          .strict()
          .refine((m) => m.name !== "CLS" || m.value <= 100, "A layout shift score"),
      )
      .min(1)
      .max(VITALS.length),
  })
  .strict();

export const beaconSchema = z.discriminatedUnion("kind", [viewBeaconSchema, vitalsBeaconSchema]);
export type ViewBeacon = z.output<typeof viewBeaconSchema>;
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;
