import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { withTimeout } from "@/lib/timeout";
import type { Loaded } from "@/lib/projects/queries";
import { publicWhere } from "@/lib/publishing/status";
import { rememberPublic, stillPublic } from "@/lib/publishing/known-public";
import { logger } from "@/lib/log/logger";
import { metrics } from "@/lib/metrics/registry.mjs";
import { countedRead } from "@/lib/metrics/cached-read";
import { builtInTestimonialList } from "./built-in";
import { fromTestimonialRow } from "./mapping";
import { inShowingOrder } from "./rules";
import type { Testimonial } from "./schema";
import { testimonialType } from "./type";

const log = logger("testimonials");

/** How long a public page waits for stored testimonials before it falls back to the built-in ones. */
const WAIT_MS = 5000;

/** Every public testimonial, in the reviews page's order; cached until a testimonial changes (a scheduled one's time
 *  coming expires the tag too). Falls back (logged, cached briefly) to the built-in ones the database last said were
 *  public when it fails or does not answer within 5 s. */
async function cachedTestimonials(): Promise<Loaded<Testimonial[]>> {
  "use cache";
  cacheTag(testimonialType.tags.list);
  metrics.cachedReadRuns.inc({ read: "testimonials" });
  try {
    const prisma = await withTimeout(db(), WAIT_MS);
    const rows = await withTimeout(prisma.testimonial.findMany({ where: publicWhere(new Date()) }), WAIT_MS);
    rememberPublic(
      testimonialType.name,
      rows.map((row) => row.id),
    );
    cacheLife("content");
    return { data: inShowingOrder(rows.map(fromTestimonialRow)), source: "database" };
  } catch (error) {
    log.error({ err: error }, "database unavailable, showing the built-in testimonials");
    cacheLife("minutes");
    return {
      data: inShowingOrder(stillPublic(testimonialType.name, builtInTestimonialList())),
      source: "built-in",
    };
  }
}
export const getTestimonials = countedRead("testimonials", cachedTestimonials);
