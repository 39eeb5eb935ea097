import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import type { Window } from "./aggregate";
import { rolledUpBefore, startOfUtcDay } from "./rollup";

export type Reader = Pick<PrismaClient | Prisma.TransactionClient, "$queryRaw" | "setting" | "lead">;

const DAY_MS = 86_400_000;

/** The last `days` UTC days, today included. */
export async function windowOfDays(prisma: Reader, days: number, now = new Date()): Promise<Window> {
  const to = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to, rolledUpBefore: await rolledUpBefore(prisma) };
}

/** The days of a window, oldest first ("2026-12-06"). */
export function daysOf({ from, to }: Pick<Window, "from" | "to">): string[] {
  const days: string[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
