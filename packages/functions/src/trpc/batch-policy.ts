import { TRPCError, type AnyProcedure, type AnyRouter } from "@trpc/server";
import type { TRPCRequestInfo } from "@trpc/server/http";
import { z } from "zod";
import { credentialField, unbatchedPrefixes } from "@pos/core/common/batching";

/** Every property name anywhere in a JSON schema. */
function propertyNames(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) propertyNames(item, into);
  else if (node !== null && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key === "properties" && value !== null && typeof value === "object")
        for (const name of Object.keys(value)) into.add(name);
      propertyNames(value, into);
    }
  return into;
}

function carriesCredential(procedure: AnyProcedure): boolean {
  const inputs = (procedure._def as { inputs?: unknown[] }).inputs ?? [];
  return inputs.some((input) => {
    if (!(input instanceof z.ZodType)) return true;
    try {
      const schema = z.toJSONSchema(input, { io: "input", unrepresentable: "any" });
      return [...propertyNames(schema)].some((name) => credentialField.test(name));
    } catch {
      return true;
    }
  });
}

/**
 * The procedures that never share a request: every `auth.*` and `account.*` one and every one whose input carries
 * a password or passcode (read from the router, so a new one is covered without a list to update).
 */
export function unbatchedProcedures(router: AnyRouter): Set<string> {
  const procedures = router._def.procedures as unknown as Record<string, AnyProcedure>;
  return new Set(
    Object.entries(procedures)
      .filter(
        ([path, procedure]) =>
          unbatchedPrefixes.some((prefix) => path.startsWith(prefix)) || carriesCredential(procedure),
      )
      .map(([path]) => path),
  );
}

/**
 * Checked by both transports when a request is read, before any procedure runs (beside tRPC's own
 * `maxBatchSize`): a credential check travels alone, so one request can never try many guesses.
 */
export function batchPolicy(router: AnyRouter): (info: TRPCRequestInfo) => void {
  const unbatched = unbatchedProcedures(router);
  return (info) => {
    if (!info.isBatchCall || info.calls.length < 2) return;
    const alone = info.calls.find((call) => unbatched.has(call.path));
    if (alone)
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: `${alone.path} cannot be batched with other calls`,
      });
  };
}
