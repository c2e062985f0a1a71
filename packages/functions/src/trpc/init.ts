import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";
import { assertCompanyAccess, isAccountAccess, loadUserAccess } from "@pos/core/auth/access";
import type { AuditActor } from "@pos/core/audit/audit";
import type { Permission } from "@pos/core/auth/permissions";
import { ZId } from "@pos/core/common/bounded.schema";
import { AppError, messages } from "@pos/core/common/errors";
import { ZCompanyId } from "@pos/core/company/company.schema";
import { assertFeature } from "@pos/core/company/feature-flags";
import type { CompanyFlag } from "@pos/core/company/feature-flags.schema";
import {
  externalSourceMessages,
  externalSourcePermissions,
  type ExternalSourcePermissionId,
} from "@pos/core/integrations/external-source.schema";
import { sourceForApiKey } from "@pos/core/integrations/external-sources";
import { isConnected } from "@pos/core/integrations/source-connections";
import type { Context } from "./context";
import { errorData, publicMessage, toTRPCError } from "./errors";
import { logRequest } from "./request-log";

/** Every procedure names its tier, so tests can enumerate the router and check each one. */
export interface Meta {
  tier: "public" | "session" | "user" | "admin" | "device" | "company" | "integration";
  /** Company tier: the permission required (docs/permissions.md lists them from here). */
  permission?: Permission;
  /** Company tier: whether a grant at the location named by `input.locationId` counts, or only one at the company. */
  scope?: PermissionScope;
  /** Integration tier: the permission the external source must hold. */
  sourcePermission?: ExternalSourcePermissionId;
}

/** "documentLocations": at every location of the document the call names (a transfer's two). */
export type PermissionScope = "company" | "location" | "documentLocations";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(error.cause ?? error);
      return {
        ...shape,
        message: publicMessage(error),
        data: { ...shape.data, stack: undefined, ...errorData(error) },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * What a procedure throws arrives wrapped as INTERNAL_SERVER_ERROR: unwrap it and map its cause. Every other tRPC
 * error (bad input, and tRPC's own PARSE_ERROR for a malformed body or superjson meta) keeps its code.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  throw error.code === "INTERNAL_SERVER_ERROR" ? toTRPCError(error.cause ?? error) : error;
});

const unauthenticated = () =>
  new TRPCError({
    code: "UNAUTHORIZED",
    message: messages.sessionEnded,
    cause: new AppError("UNAUTHENTICATED", messages.sessionEnded),
  });
const forbidden = (message: string = messages.noPermission) =>
  new TRPCError({
    code: "FORBIDDEN",
    message,
    cause: new AppError("FORBIDDEN", message),
  });

/** One structured log line per call that came in through a transport (createCaller in tests has no request id). */
const logCalls = t.middleware(async ({ ctx, path, type, next }) => {
  if (ctx.requestId === null) return next();
  const startedAt = performance.now();
  const result = await next();
  const { requestId, actor, apiKey } = ctx;
  logRequest({
    requestId,
    actor,
    apiKey,
    procedure: path,
    type,
    startedAt,
    error: result.ok ? null : result.error,
  });
  return result;
});

const base = t.procedure.use(logCalls).use(mapErrors);

export const publicProcedure = base.meta({ tier: "public" });

/** A user or a device: anything with a valid session. */
export const sessionProcedure = base.meta({ tier: "session" }).use(({ ctx, next }) => {
  if (!ctx.actor) throw unauthenticated();
  return next({ ctx: { actor: ctx.actor } });
});

const signedInUser = base.use(async ({ ctx, next }) => {
  if (ctx.actor?.kind !== "user") throw unauthenticated();
  const access = await loadUserAccess(ctx.actor.userId);
  if (!access || !isAccountAccess(access)) throw unauthenticated();
  const by: AuditActor = {
    userId: access.user.userId,
    email: access.user.email,
    supportSession: ctx.actor.supportCompanyId !== undefined,
    sourceIp: ctx.sourceIp,
  };
  return next({ ctx: { actor: ctx.actor, access, by } });
});

export const userProcedure = signedInUser.meta({ tier: "user" });

/** A support session is not the admin's own session: it opens the one company's dashboard, never /admin. */
export const adminProcedure = signedInUser.meta({ tier: "admin" }).use(({ ctx, next }) => {
  if (!ctx.access.user.isAdmin || ctx.actor.supportCompanyId !== undefined) throw forbidden();
  return next();
});

export const deviceProcedure = base.meta({ tier: "device" }).use(({ ctx, next }) => {
  if (ctx.actor?.kind !== "device") throw unauthenticated();
  return next({ ctx: { actor: ctx.actor } });
});

const ZLocationHint = z.object({ locationId: ZId }).partial();

/**
 * Signed in and assigned to the company named by `input.companyId`; with a permission, granted at the company
 * or (scope "location") at the location in `input.locationId`. Admins pass everywhere.
 */
export function companyProcedure(permission?: Permission, scope: PermissionScope = "location") {
  return signedInUser
    .meta({ tier: "company", permission, scope })
    .input(z.object({ companyId: ZCompanyId }))
    .use(async ({ ctx, input, getRawInput, next }) => {
      const { supportCompanyId } = ctx.actor;
      if (supportCompanyId !== undefined && supportCompanyId !== input.companyId) throw forbidden();
      const hint = scope === "location" ? ZLocationHint.safeParse(await getRawInput()) : undefined;
      await assertCompanyAccess(ctx.access, {
        companyId: input.companyId,
        permission,
        entityId: hint?.success ? hint.data.locationId : undefined,
      });
      return next();
    });
}

/**
 * A company procedure for a document that involves several locations (a transfer): the permission is needed at
 * every location `locationsOf` finds in the raw input (a grant at the company covers them all).
 */
export function companyProcedureAt(
  permission: Permission,
  locationsOf: (companyId: number, rawInput: unknown) => Promise<string[]>,
) {
  return companyProcedure()
    .meta({ tier: "company", permission, scope: "documentLocations" })
    .use(async ({ ctx, input, getRawInput, next }) => {
      const locations = await locationsOf(input.companyId, await getRawInput());
      for (const entityId of new Set(locations))
        await assertCompanyAccess(ctx.access, { companyId: input.companyId, permission, entityId });
      return next();
    });
}

/** A company procedure that also needs one of the company's flags on; a failed flag check means disabled. */
export function featureProcedure(
  flag: CompanyFlag,
  permission?: Permission,
  scope: PermissionScope = "location",
) {
  return companyProcedure(permission, scope).use(async ({ input, next }) => {
    await assertFeature(input.companyId, flag);
    return next();
  });
}

/** A register procedure that needs one of the register's company's flags on. */
export function deviceFeatureProcedure(flag: CompanyFlag) {
  return deviceProcedure.use(async ({ ctx, next }) => {
    await assertFeature(ctx.actor.companyId, flag);
    return next();
  });
}

const invalidApiKey = () =>
  new TRPCError({
    code: "UNAUTHORIZED",
    message: externalSourceMessages.invalidApiKey,
    cause: new AppError("UNAUTHENTICATED", externalSourceMessages.invalidApiKey),
  });

/**
 * An external source calling with its key in the `x-api-key` header, holding `permission`, in the company named by
 * `input.companyId`, which must have connected the source.
 */
export function integrationProcedure(permission: ExternalSourcePermissionId) {
  const name = externalSourcePermissions.find((entry) => entry.id === permission)?.name ?? permission;
  return base
    .meta({ tier: "integration", sourcePermission: permission })
    .input(z.object({ companyId: ZCompanyId }))
    .use(async ({ ctx, input, next }) => {
      const source = ctx.apiKey ? await sourceForApiKey(ctx.apiKey) : null;
      if (!source) throw invalidApiKey();
      if (!source.permissions.some((granted) => granted.id === permission))
        throw forbidden(externalSourceMessages.missingPermission(name));
      if (!(await isConnected(input.companyId, source.id)))
        throw forbidden(externalSourceMessages.notConnected);
      return next({ ctx: { source } });
    });
}
