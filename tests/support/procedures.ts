import type { AnyProcedure } from "@trpc/server";
import type { z } from "zod";
import type { Meta } from "@pos/functions/trpc/init";
import { appRouter } from "@pos/functions/trpc/router";
import type { Caller } from "./world";

export interface ProcedureEntry {
  path: string;
  tier: Meta["tier"] | undefined;
  type: "query" | "mutation" | "subscription";
  /** The procedure's input parsers, in the order tRPC merges them (a company procedure's `companyId` first). */
  inputs: z.ZodType[];
}

/** Every procedure of the router, read from the router itself so a new procedure is covered without listing it. */
export const procedures: ProcedureEntry[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
).map(([path, procedure]) => {
  const def = procedure._def as unknown as { meta?: Meta; type: ProcedureEntry["type"]; inputs: z.ZodType[] };
  return { path, tier: def.meta?.tier, type: def.type, inputs: def.inputs };
});

/** Calls a procedure by its dotted path, whatever its kind. */
export function call(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const target = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (target as (input: unknown) => Promise<unknown>)(input);
}
