import crypto from "node:crypto";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "adminSessionRecord">;

export interface SessionInfo {
  id: string;
  ip: string;
  userAgent: string;
  createdAt: Date;
}

const MAX_USER_AGENT = 300;

/** Records a sign-in; its id goes into the session token. */
export async function createSessionRecord(
  prisma: Client,
  input: { userId: string; ip: string; userAgent?: string },
): Promise<string> {
  const id = crypto.randomBytes(24).toString("base64url");
  const userAgent = (input.userAgent ?? "").replace(/\u0000/g, "").slice(0, MAX_USER_AGENT);
  await prisma.adminSessionRecord.create({ data: { id, userId: input.userId, ip: input.ip, userAgent } });
  return id;
}

/** The account's active sessions, newest first. */
export const listSessions = (prisma: Client, userId: string): Promise<SessionInfo[]> =>
  prisma.adminSessionRecord.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: { id: true, ip: true, userAgent: true, createdAt: true },
  });

/** Ends one session of the account; false when it is not (or no longer) there. */
export async function endSession(prisma: Client, userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.adminSessionRecord.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** Ends every session of the account but `keepId`: a password change signs out everywhere else at once. */
export async function endOtherSessions(prisma: Client, userId: string, keepId: string): Promise<number> {
  const { count } = await prisma.adminSessionRecord.deleteMany({ where: { userId, id: { not: keepId } } });
  return count;
}
