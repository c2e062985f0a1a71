import type { z } from "zod";

/** The parts of a zod 4 schema's definition (`schema._zod.def`) that tests walk: one field per kind of schema. */
export interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
}

export const defOf = (schema: z.ZodType): ZodDef => schema._zod.def as unknown as ZodDef;
