"use server";

import { db } from "@/lib/db";
import { clientIp } from "@/lib/leads/client-ip";
import { getSiteSettings } from "@/lib/settings/queries";
import { acceptInvitation } from "@/lib/team/invitations";
import { requestPasswordReset, resetPassword } from "@/lib/team/password-reset";
import { DATABASE_UNAVAILABLE, type ActionResult } from "@/lib/results/action-result";
import { logger } from "@/lib/log/logger";

const log = logger("team");

/** The public actions of the team pages (no session: the link's token, or an address, is what they act on). */
async function guarded<T>(work: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error }, "team link action failed");
    return { ok: false, code: "failed", error: DATABASE_UNAVAILABLE };
  }
}

/** The invitation page's "Create account". */
export async function acceptInvitationAction(input: unknown) {
  return guarded(async () => acceptInvitation(await db(), input));
}

/** "Forgot your password?" on the sign-in page. */
export async function requestPasswordResetAction(input: unknown) {
  return guarded(async () =>
    requestPasswordReset(await db(), input, { ip: await clientIp(), studio: (await getSiteSettings()).name }),
  );
}

/** The reset page's "Set password". */
export async function resetPasswordAction(input: unknown) {
  return guarded(async () => resetPassword(await db(), input));
}
