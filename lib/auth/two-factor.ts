import crypto from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";

type Client = Pick<PrismaClient | Prisma.TransactionClient, "user" | "recoveryCode">;

const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after the current one still counts (clocks drift). */
const TOLERANCE_S = 30;

export class SecondFactorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecondFactorError";
  }
}

export const newTotpSecret = () => generateSecret();

/** The otpauth:// URI an authenticator app reads from the setup QR code. */
export const totpUri = (secret: string, account: string, issuer: string) =>
  generateURI({ issuer, label: account, secret });

/** Recovery codes are random (60 bits each), so a plain SHA-256 keeps them safe at rest; a slow hash would only slow
 *  the sign-in down. */
export const hashRecoveryCode = (code: string) =>
  crypto.createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** Ten fresh codes ("xxxxx-xxxxx-xx"), shown to the owner once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(8).readBigUInt64BE().toString(32).padStart(13, "0").slice(0, 12);
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  });
}

/** A 6-digit TOTP code of `secret` not used before (its time step after `lastStep`): the accepted step, or null. */
export async function acceptedTotpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_S,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  }).catch(() => null);
  return result?.valid && "timeStep" in result ? result.timeStep : null;
}

/** Checks the second factor of a sign-in: a TOTP code (never the same one twice) or an unused recovery code, which is
 *  then used up. True when it holds. */
export async function checkSecondFactor(
  prisma: Client,
  user: { id: string; totpSecret: string; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  const step = await acceptedTotpStep(user.totpSecret, code, user.totpLastStep);
  if (step !== null) {
    // Only one sign-in may claim a step: a concurrent replay of the same code finds the step taken.
    const { count } = await prisma.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1;
  }
  const { count } = await prisma.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
