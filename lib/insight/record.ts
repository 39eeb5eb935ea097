import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import type { ViewBeacon, VitalsBeacon } from "./schema";

/** Stores one page view: path, referrer host (not this site's own), UTM tags, device and the random visit id. */
export async function recordView(prisma: PrismaClient, view: ViewBeacon, ownHost: string, now = new Date()) {
  await prisma.insightView.create({
    data: {
      visitId: view.visit,
      path: view.path,
      device: view.device,
      referrerHost: view.referrer === ownHost ? "" : view.referrer,
      utmSource: view.utm.source,
      utmMedium: view.utm.medium,
      utmCampaign: view.utm.campaign,
      createdAt: now,
    },
  });
}

/** Stores a page load's Core Web Vitals, one row per metric. */
export async function recordVitals(prisma: PrismaClient, vitals: VitalsBeacon, now = new Date()) {
  await prisma.insightVital.createMany({
    data: vitals.metrics.map((m) => ({
      path: vitals.path,
      device: vitals.device,
      metric: m.name,
      value: m.value,
      createdAt: now,
    })),
  });
}
