import fc from "fast-check";
import type { z } from "zod";

/** Values an attacker sends in place of anything: wrong types, huge and hostile strings, odd numbers, deep nesting. */
function hostileConstants(): unknown[] {
  let deep: unknown = "bottom";
  for (let level = 0; level < 2_000; level += 1) deep = level % 2 ? { a: deep } : [deep];
  return [
    null,
    undefined,
    true,
    "",
    " ",
    "\u0000",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "pending_00000000-0000-4000-8000-000000000000",
    "does-not-exist",
    "x".repeat(1_000_000),
    "\u{1F600}".repeat(100_000),
    -1,
    0,
    -0,
    0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 31),
    {},
    [],
    deep,
    Array.from({ length: 10_000 }, (_, index) => index),
    JSON.parse(
      '{"__proto__":{"isAdmin":true,"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    ),
    new Date(Number.NaN),
  ];
}

const constants = hostileConstants();

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...constants), weight: 4 },
  fc.string(),
  // Never a small positive integer: it could be another test's company, which the admin tier could change.
  fc.integer({ max: 0 }),
  fc.integer({ min: 2 ** 30, max: 2 ** 31 - 1 }),
  fc.double({ max: 0 }),
  fc.dictionary(
    fc.constantFrom("__proto__", "constructor", "a", "companyId"),
    fc.constantFrom(...constants),
    {
      maxKeys: 3,
    },
  ),
);

/**
 * Values that get a call past its tier and into the handler, by key name (the caller's own company, and so on).
 * A key named here only ever gets its plausible value or a hostile one, so no call touches another test's data.
 */
export type Plausible = Readonly<Record<string, unknown>>;

/** Any key naming companies (`sourceCompanyId`, `companyIds`) gets the caller's own. */
function plausibleFor(key: string, plausible: Plausible): { value: unknown } | undefined {
  if (key in plausible) return { value: plausible[key] };
  if (/companyId$/i.test(key)) return { value: plausible.companyId };
  if (/companyIds$/i.test(key)) return { value: [plausible.companyId] };
  return undefined;
}

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
}

function stringFor(schema: z.ZodType, def: Def): fc.Arbitrary<string> {
  if (def.format === "uuid" || def.format === "guid") return fc.uuid();
  if (def.format === "datetime")
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((at) => at.toISOString());
  if (def.format === "date")
    return fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
      .map((at) => at.toISOString().slice(0, 10));
  if (def.format === "email") return fc.emailAddress().filter((email) => email.length <= 254);
  const pattern = def.checks?.find((check) => check._zod.def.pattern)?._zod.def.pattern;
  if (pattern) return fc.stringMatching(pattern);
  const { minLength, maxLength } = schema as z.ZodString;
  const min = minLength ?? 0;
  const max = Math.min(maxLength ?? 40, min + 24);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom("does-not-exist", "pending_x", "__proto__").filter((value) => value.length >= min),
  );
}

function numberFor(schema: z.ZodType): fc.Arbitrary<number> {
  const { minValue, maxValue, isInt } = schema as z.ZodNumber;
  const min = Math.max(minValue ?? -1e6, -1e9);
  const max = Math.min(maxValue ?? 1e6, 1e9);
  return isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/**
 * Inputs shaped like the schema (so calls reach the handlers with unknown ids and edge values), with a hostile
 * value now and then at any depth.
 */
export function inputFor(schema: z.ZodType, plausible: Plausible, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Def;
  const next = (child: z.ZodType | undefined) =>
    child ? inputFor(child, plausible, depth + 1) : hostileValue;
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (depth > 6) return hostileValue;
    switch (def.type) {
      case "string":
        return stringFor(schema, def);
      case "number":
        return numberFor(schema);
      case "boolean":
        return fc.boolean();
      case "enum":
        return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
      case "literal":
        return fc.constantFrom(...(def.values ?? [null]));
      case "object":
        return fc.record(
          Object.fromEntries(
            Object.entries(def.shape ?? {}).map(([key, child]) => {
              const pinned = plausibleFor(key, plausible);
              return [
                key,
                pinned
                  ? fc.oneof({ arbitrary: fc.constant(pinned.value), weight: 4 }, hostileValue)
                  : next(child),
              ];
            }),
          ),
          {
            requiredKeys: Object.entries(def.shape ?? {})
              .filter(([, child]) => child._zod.optin !== "optional")
              .map(([key]) => key),
          },
        );
      case "array":
        return fc.array(next(def.element), { maxLength: 3 });
      case "record":
        return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType), { maxKeys: 3 });
      case "union":
        return fc.oneof(...(def.options ?? []).map(next));
      case "optional":
      case "default":
      case "prefault":
        return fc.option(next(def.innerType), { nil: undefined });
      case "nullable":
        return fc.option(next(def.innerType), { nil: null });
      case "catch":
      case "readonly":
      case "nonoptional":
        return next(def.innerType);
      case "pipe":
        return next(def.in);
      case "intersection":
        return next(def.left);
      case "lazy":
        return next(def.getter?.());
      default:
        return hostileValue;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 9 }, { arbitrary: hostileValue, weight: 1 });
}

/** A procedure's whole input: its parsers' shapes merged, or something hostile in place of all of it. */
export function procedureInput(inputs: z.ZodType[], plausible: Plausible): fc.Arbitrary<unknown> {
  const shaped = fc
    .tuple(...inputs.map((input) => inputFor(input, plausible)))
    .map((parts) =>
      parts.every((part) => typeof part === "object" && part !== null && !Array.isArray(part))
        ? Object.assign({}, ...parts)
        : parts[parts.length - 1],
    );
  const withHostileKey = fc
    .tuple(shaped, fc.constantFrom("__proto__", "constructor", "companyId", "locationId"), hostileValue)
    .map(([input, key, value]) =>
      // A computed key makes `__proto__` an own property, as JSON.parse does with a request body.
      typeof input === "object" && input !== null ? { ...input, [key]: value } : input,
    );
  return fc.oneof(
    { arbitrary: inputs.length > 0 ? shaped : hostileValue, weight: 5 },
    { arbitrary: inputs.length > 0 ? withHostileKey : hostileValue, weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}
