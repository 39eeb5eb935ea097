import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { EntityCodec } from "@/lib/entity/contract";
import { isRecord } from "@/lib/entity/legacy";
import { defaultSiteSettings } from "./defaults";
import { siteSettingsSchema } from "./schema";
import { readSiteSettings, SITE_SETTINGS_ID } from "./store";

export const SETTINGS_TITLE = "Site settings";

/** The one settings record in a backup or export file: {id: "site", settings: {…}}. A saved settings record is in
 *  the file; while the defaults apply the list is empty. */
const settingsEntitySchema = z
  .object({
    id: z.literal(SITE_SETTINGS_ID, { error: `The settings record's id is "${SITE_SETTINGS_ID}"` }),
    settings: siteSettingsSchema,
  })
  .transform((r) => ({ ...r, title: SETTINGS_TITLE }));
export type SettingsEntity = z.output<typeof settingsEntitySchema>;

/** Fields a later version added take their defaults, as when the stored record is read. */
function normaliseSettings(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw.settings)) return raw;
  return { ...raw, settings: { ...defaultSiteSettings(), ...raw.settings } };
}

const data = (record: SettingsEntity) => record.settings as unknown as Prisma.InputJsonValue;

export const settingsCodec: EntityCodec<SettingsEntity> = {
  schema: settingsEntitySchema,
  normalise: normaliseSettings,
  readAll: async (tx) => {
    const { settings, updatedAt } = await readSiteSettings(tx);
    return updatedAt ? [{ id: SITE_SETTINGS_ID, settings }] : [];
  },
  storedIds: async (db, ids) =>
    (await db.siteSettings.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id),
  upsert: async (tx, record) => {
    await tx.siteSettings.upsert({
      where: { id: record.id },
      create: { id: record.id, data: data(record) },
      update: { data: data(record) },
    });
  },
  create: async (db, record) => {
    await db.siteSettings.create({ data: { id: record.id, data: data(record) } });
  },
  createMissing: async (tx, records) =>
    (
      await tx.siteSettings.createMany({
        data: records.map((r) => ({ id: r.id, data: data(r) })),
        skipDuplicates: true,
      })
    ).count,
  deleteAll: async (tx) => {
    await tx.siteSettings.deleteMany();
  },
  count: (db) => db.siteSettings.count(),
};
