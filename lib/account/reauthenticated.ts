import "server-only";
import type { z } from "zod";
import {
  runAdminAction,
  type AdminAction,
  type AdminContext,
  type AdminDeps,
  type AdminWork,
} from "@/lib/admin/action";
import { recheckPassword } from "@/lib/auth/login";
import { getAdminSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { clientIp } from "@/lib/leads/client-ip";
import { logger } from "@/lib/log/logger";
import { DATABASE_UNAVAILABLE, type ActionResult } from "@/lib/results/action-result";
import { revalidateFromAction } from "@/lib/revalidate";

const log = logger("account");

/** An account action's dependencies: an admin action's, and the address the request came from (the key the sign-in
 *  lockout counts it under). */
export interface ReauthDeps extends AdminDeps {
  clientIp?: () => Promise<string>;
}

/** What such an action's input carries: the current password, and the two-factor code where one is asked for. */
type Secrets = { currentPassword: string; code?: string };

/** The request's address; "unknown" outside a request (a test calling the action directly counts under that). */
const requestIp = () => clientIp().catch(() => "unknown");

const defaultDeps = (): ReauthDeps => ({ getSession: getAdminSession, prisma: db, revalidate: revalidateFromAction });

/**
 * An account action that asks for the current password again (and, when its schema has one, a two-factor code): the
 * answer is checked first, on its own and outside the action's transaction, by lib/auth/login.ts `recheckPassword`,
 * which counts it as a sign-in attempt of the account from this address (the same lockout, recorded whether or not
 * the action then fails). Only when it holds does the work run, as any admin action does (lib/admin/action.ts). A
 * missing session or invalid input is left to the admin action, which refuses it without running the work.
 */
export function reauthenticatedAction<S extends z.ZodType<Secrets>, T>(
  schema: S,
  fn: (input: z.output<S>, ctx: AdminContext) => Promise<AdminWork<T>>,
): AdminAction<T> {
  const run = async (input: unknown, deps: ReauthDeps): Promise<ActionResult<T>> => {
    const session = await deps.getSession().catch(() => null);
    const parsed = schema.safeParse(input);
    if (session && parsed.success) {
      let check: Awaited<ReturnType<typeof recheckPassword>>;
      try {
        check = await recheckPassword(await deps.prisma(), {
          email: session.email,
          ip: await (deps.clientIp ?? requestIp)(),
          password: parsed.data.currentPassword,
          code: parsed.data.code,
        });
      } catch (error) {
        log.error({ err: error }, "could not check the current password");
        return { ok: false, error: DATABASE_UNAVAILABLE, code: "failed" };
      }
      if (!check.ok) return { ok: false, error: check.error, code: "invalid" };
    }
    return runAdminAction("account.self", schema, fn, input, deps);
  };
  return Object.assign((input: unknown) => run(input, defaultDeps()), {
    withDeps: (deps: ReauthDeps) => (input: unknown) => run(input, deps),
    access: "account.self" as const,
  });
}
