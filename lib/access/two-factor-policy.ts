import type { Prisma, PrismaClient } from "@/generated/prisma/client";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "setting">;

const KEY = "team.require-two-factor";

/** Whether the owner requires two-factor sign-in of every account (then an account without it may only set it up). */
export async function twoFactorRequired(prisma: Client): Promise<boolean> {
  return (await prisma.setting.findUnique({ where: { key: KEY }, select: { value: true } }))?.value === "1";
}

export async function setTwoFactorRequired(prisma: Client, required: boolean): Promise<void> {
  const value = required ? "1" : "0";
  await prisma.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
}
