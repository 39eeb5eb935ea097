import "server-only";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { inTransaction, LONG_TRANSACTION } from "@/lib/db/transaction";
import { db } from "@/lib/db";
import { getAdminSession, parseCookieHeader, sessionFromCookies, type AdminSession } from "@/lib/auth/session";
import { revalidateFromAction, revalidateFromRoute } from "@/lib/revalidate";
import {
  AdminActionError,
  DATABASE_UNAVAILABLE,
  NOT_SIGNED_IN,
  SOMETHING_WENT_WRONG,
  type ActionResult,
} from "@/lib/results/action-result";
import { logger } from "@/lib/log/logger";
import { CROSS_SITE_MESSAGE, crossSiteRequest, SAFE_METHODS } from "@/lib/security/same-origin.mjs";
import { inputRefusal, permissionOf, upfrontRefusal, type Access } from "@/lib/access/check";
import type { Permission } from "@/lib/access/permissions";
import { twoFactorRequired } from "@/lib/access/two-factor-policy";

const log = logger("admin");

/** What an admin action needs from the outside; injectable so tests can run actions without a request. */
export interface AdminDeps {
  getSession: () => Promise<AdminSession | null>;
  prisma: () => Promise<PrismaClient>;
  /** Expires cached public pages by tag. */
  revalidate: (tags: string[]) => void;
}

export interface AdminContext {
  session: AdminSession;
  /** The action's transaction: its work and its audit row commit together, or neither does. */
  prisma: Prisma.TransactionClient;
}

/** What the work returns: the data for the form, the audited entity and the cache tags it changed. */
export interface AdminWork<T> {
  data: T;
  /** The audit row; null only for an editor's private working copy (autosave), which changes nothing on the site and
   *  would otherwise fill the log every few seconds of typing. */
  audit: { action: string; entity: string; entityId?: string } | null;
  tags: string[];
  /** Runs once the work has committed (wakes the outbox for a message the work queued). */
  after?: () => void;
}

const defaultDeps = (): AdminDeps => ({ getSession: getAdminSession, prisma: db, revalidate: revalidateFromAction });

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please fill in all required fields.";
}

/** A form's submission key (`idempotencyKey`, a UUID made when the form opened), taken off the input before it is
 *  validated. */
function splitKey(input: unknown): { key?: string; input: unknown } {
  if (!input || typeof input !== "object" || Array.isArray(input) || !("idempotencyKey" in input)) return { input };
  const { idempotencyKey, ...rest } = input as Record<string, unknown>;
  return typeof idempotencyKey === "string" && /^[A-Za-z0-9-]{16,64}$/.test(idempotencyKey)
    ? { key: idempotencyKey, input: rest }
    : { input: rest };
}

/** Messages by top-level field, and by dotted path for nested fields ("social.instagram"), so a form shows each at
 *  its own input. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors = z.flattenError(error).fieldErrors as Record<string, string[]>;
  for (const issue of error.issues) {
    if (issue.path.length < 2) continue;
    const path = issue.path.map(String).join(".");
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

type Outcome<T> = { work: AdminWork<T> } | { replayed: T };

/** The refusal of a permission before any input is read (lib/access/check.ts): the role lacks it, or the owner requires
 *  two-factor sign-in and the account has not set it up (the policy is read only for such an account). */
async function refusalUpfront(session: AdminSession, permission: Permission, prisma: () => Promise<PrismaClient>) {
  const policy = !session.twoFactor && permission !== "account.self" && (await twoFactorRequired(await prisma()));
  return upfrontRefusal(session, permission, policy);
}

/** Runs one admin action: session, permission (lib/access: the role's grant, then inside the transaction what this input
 *  needs on top), zod parse (nothing is written on failure), then the work and its AuditLog row in one transaction,
 *  and only after the commit the cache tags are expired. A submission whose key was carried out before answers that
 *  result again and writes nothing (a double click, a retry after a lost answer). */
export async function runAdminAction<S extends z.ZodType, T>(
  access: Access<z.output<S>>,
  schema: S,
  fn: (input: z.output<S>, ctx: AdminContext) => Promise<AdminWork<T>>,
  rawInput: unknown,
  deps: AdminDeps,
): Promise<ActionResult<T>> {
  let session: AdminSession | null;
  let refusal: string | null = null;
  try {
    session = await deps.getSession();
    if (session) refusal = await refusalUpfront(session, permissionOf(access), deps.prisma);
  } catch (error) {
    log.error({ err: error }, "could not check the session");
    return { ok: false, error: DATABASE_UNAVAILABLE, code: "failed" };
  }
  if (!session) return { ok: false, error: NOT_SIGNED_IN, code: "unauthorized" };
  if (refusal) return refused(session, permissionOf(access), refusal);
  const { key, input } = splitKey(rawInput);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, error: firstMessage(parsed.error), code: "invalid", fieldErrors };
  }
  try {
    const prisma = await deps.prisma();
    const actor = session;
    const outcome = await inTransaction(
      prisma,
      async (tx): Promise<Outcome<T>> => {
        const denied = await inputRefusal(actor, access, parsed.data, tx);
        if (denied) throw new AdminActionError(denied, "forbidden");
        if (key) {
          const { count } = await tx.idempotencyKey.createMany({
            data: [{ key, actor: actor.email, result: {} }],
            skipDuplicates: true,
          });
          if (count === 0) {
            const earlier = await tx.idempotencyKey.findUniqueOrThrow({ where: { key } });
            return { replayed: (earlier.result as { data?: T }).data as T };
          }
        }
        const work = await fn(parsed.data, { session: actor, prisma: tx });
        if (work.audit) await tx.auditLog.create({ data: { actorEmail: actor.email, ...work.audit } });
        if (key)
          await tx.idempotencyKey.update({
            where: { key },
            data: { result: { data: (work.data ?? null) as Prisma.InputJsonValue } },
          });
        return { work };
      },
      LONG_TRANSACTION,
    );
    if ("replayed" in outcome) {
      log.info({ actor: session.email }, "admin action already carried out: answered again");
      return { ok: true, data: outcome.replayed };
    }
    deps.revalidate(outcome.work.tags);
    outcome.work.after?.();
    log.info({ actor: session.email, ...outcome.work.audit }, "admin action");
    return { ok: true, data: outcome.work.data };
  } catch (error) {
    if (error instanceof AdminActionError && error.code === "forbidden")
      return refused(session, permissionOf(access), error.message);
    if (error instanceof AdminActionError) return { ok: false, error: error.message, code: error.code };
    log.error({ err: error }, "action failed");
    return { ok: false, error: SOMETHING_WENT_WRONG, code: "failed" };
  }
}

function refused<T>(session: AdminSession, permission: Permission, error: string): ActionResult<T> {
  log.info({ actor: session.email, role: session.role, permission }, "admin action refused");
  return { ok: false, error: `${error} Nothing was changed.`, code: "forbidden" };
}

export type AdminAction<T> = ((input: unknown) => Promise<ActionResult<T>>) & {
  /** The same action with other dependencies (tests). */
  withDeps: (deps: AdminDeps) => (input: unknown) => Promise<ActionResult<T>>;
  /** What it needs (lib/access): the permission test enumerates every action by it. */
  access: Access<never>;
};

/** The one wrapper for every admin server action:
 *  `export const saveX = adminAction("settings.manage", schema, async (input, ctx) => …)`. The permission (or an access
 *  rule of lib/collections/access.ts for items an author may own) is part of the definition. */
export function adminAction<S extends z.ZodType, T>(
  access: Access<z.output<S>>,
  schema: S,
  fn: (input: z.output<S>, ctx: AdminContext) => Promise<AdminWork<T>>,
): AdminAction<T> {
  const action = async (input: unknown) => runAdminAction(access, schema, fn, input, defaultDeps());
  return Object.assign(action, {
    withDeps: (deps: AdminDeps) => (input: unknown) => runAdminAction(access, schema, fn, input, deps),
    access: access as Access<never>,
  });
}

export interface AdminRouteDeps {
  getSession: (request: Request) => Promise<AdminSession | null>;
  prisma: () => Promise<PrismaClient>;
  revalidate: (tags: string[]) => void;
}

export const routeSession = (request: Request) =>
  sessionFromCookies(parseCookieHeader(request.headers.get("cookie")), {
    secret: process.env.NEXTAUTH_SECRET,
    prisma: db,
  });

const defaultRouteDeps = (): AdminRouteDeps => ({
  getSession: routeSession,
  prisma: db,
  revalidate: revalidateFromRoute,
});

export type AdminRouteHandler<C> = (
  request: Request,
  ctx: AdminContext & { params: C; revalidate: (tags: string[]) => void },
) => Promise<Response>;

/** What an admin route needs: a permission, or one chosen by its parameters (the tables route: leads, audit, content). */
export type RouteAccess<C> = Permission | ((params: C) => Permission);

/** The one wrapper for every admin route handler: 403 JSON for a change sent from another site's page
 *  (lib/security/same-origin.mjs), 401 JSON without a valid session, 403 JSON with the reason when the
 *  role lacks the route's permission (lib/access), 500 JSON when the work fails. */
export function adminRoute<C = Record<string, never>>(access: RouteAccess<C>, handler: AdminRouteHandler<C>) {
  const run = async (request: Request, context: { params: Promise<C> } | undefined, deps: AdminRouteDeps) => {
    if (!SAFE_METHODS.has(request.method) && crossSiteRequest(request.headers))
      return Response.json({ error: CROSS_SITE_MESSAGE }, { status: 403 });
    let session: AdminSession | null;
    let refusal: string | null = null;
    const params = (await context?.params) ?? ({} as C);
    const permission = typeof access === "function" ? access(params) : access;
    try {
      session = await deps.getSession(request);
      if (session) refusal = await refusalUpfront(session, permission, deps.prisma);
    } catch (error) {
      unstable_rethrow(error); // Next's own signals (a prerender stopping at the request's headers) are not failures
      log.error({ err: error }, "could not check the session");
      return Response.json({ error: DATABASE_UNAVAILABLE }, { status: 503, headers: { "Retry-After": "10" } });
    }
    if (!session) return Response.json({ error: NOT_SIGNED_IN }, { status: 401 });
    if (refusal) {
      log.info({ actor: session.email, role: session.role, permission }, "admin request refused");
      return Response.json({ error: refusal }, { status: 403 });
    }
    try {
      const response = await handler(request, {
        session,
        prisma: await deps.prisma(),
        params,
        revalidate: deps.revalidate,
      });
      log.info(
        { actor: session.email, method: request.method, path: new URL(request.url).pathname, status: response.status },
        "admin request",
      );
      return response;
    } catch (error) {
      unstable_rethrow(error);
      log.error({ err: error }, "route failed");
      return Response.json({ error: SOMETHING_WENT_WRONG }, { status: 500 });
    }
  };
  const route = (request: Request, context?: { params: Promise<C> }) => run(request, context, defaultRouteDeps());
  return Object.assign(route, {
    access,
    withDeps: (deps: AdminRouteDeps) => (request: Request, context?: { params: Promise<C> }) =>
      run(request, context, deps),
  });
}
