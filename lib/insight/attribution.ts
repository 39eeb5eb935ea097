import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";

/** What a lead keeps of the visit that led to it. */
export interface LeadAttribution {
  landingPage: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** The pages of the visit in the order seen (a page reloaded at once counts once), at most PAGES_KEPT. */
  pagesSeen: string[];
}

const NO_ATTRIBUTION: LeadAttribution = {
  landingPage: "",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  pagesSeen: [],
};

const PAGES_KEPT = 50;
const VISIT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The visit `visitId` names, as the beacon recorded it: where it began and the pages seen. A visit the database does
 *  not hold (never sent, Do-Not-Track, a made-up id) gives NO_ATTRIBUTION. */
async function visitAttribution(prisma: PrismaClient, visitId: unknown): Promise<LeadAttribution> {
  if (typeof visitId !== "string" || !VISIT_ID.test(visitId)) return NO_ATTRIBUTION;
  const views = await prisma.insightView.findMany({
    where: { visitId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 500,
    select: { path: true, referrerHost: true, utmSource: true, utmMedium: true, utmCampaign: true },
  });
  if (views.length === 0) return NO_ATTRIBUTION;
  const [first] = views;
  const pagesSeen = views.map((v) => v.path).filter((path, i, all) => i === 0 || all[i - 1] !== path);
  return {
    landingPage: first.path,
    referrerHost: first.referrerHost,
    utmSource: first.utmSource,
    utmMedium: first.utmMedium,
    utmCampaign: first.utmCampaign,
    pagesSeen: pagesSeen.slice(-PAGES_KEPT),
  };
}

/** The attribution of a lead sent with `visitId`, or none when the visitor opted out (DNT, GPC) or the lookup fails:
 *  the lead itself is never lost over it. */
export async function attributionFor(
  prisma: PrismaClient,
  visitId: unknown,
  optedOut: boolean,
  onError: (error: unknown) => void,
): Promise<LeadAttribution> {
  if (optedOut) return NO_ATTRIBUTION;
  try {
    return await visitAttribution(prisma, visitId);
  } catch (error) {
    onError(error);
    return NO_ATTRIBUTION;
  }
}
