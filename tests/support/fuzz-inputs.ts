import fc from "fast-check";
import type { z } from "zod";
import { defOf, type ZodDef } from "./zod-def";

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

/** Ids of nothing: they pass validation and must give NOT_FOUND (or another 4xx) from the handler. */
export const unknownIds = {
  string: "does-not-exist",
  number: 2 ** 31 - 1,
  huge: "x".repeat(1_000_000),
} as const;

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

/** Organizations and external sources are numbered platform-wide: a generated id is never all digits. */
const notACounterId = (value: unknown): unknown =>
  typeof value === "string" && /^\d+$/.test(value) ? `${value}x` : value;

function stringFor(schema: z.ZodType, def: ZodDef): fc.Arbitrary<string> {
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
  // fast-check cannot read the i flag; what matches without it matches with it.
  if (pattern) return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace("i", "")));
  const { minLength, maxLength } = schema as z.ZodString;
  const min = minLength ?? 0;
  const max = Math.min(maxLength ?? 40, min + 24);
  // Unknown ids of the schema's length only: a filter no constant passes would never end.
  const unknownIds = ["does-not-exist", "pending_x", "__proto__"].filter((value) => value.length >= min);
  const strings = fc.string({ minLength: min, maxLength: max });
  return unknownIds.length > 0 ? fc.oneof(strings, fc.constantFrom(...unknownIds)) : strings;
}

function numberFor(schema: z.ZodType): fc.Arbitrary<number> {
  const { minValue, maxValue, isInt } = schema as z.ZodNumber;
  const min = Math.max(minValue ?? -1e6, -1e9);
  const max = Math.min(maxValue ?? 1e6, 1e9);
  return isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** Inputs shaped like the schema, so calls get past validation into the handlers with unknown ids and edge values. */
export function inputFor(schema: z.ZodType, plausible: Plausible, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const next = (child: z.ZodType | undefined) =>
    child ? inputFor(child, plausible, depth + 1) : hostileValue;
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
            const unknownId = fc.constantFrom(unknownIds.string, unknownIds.number);
            return [
              key,
              pinned
                ? fc.oneof({ arbitrary: fc.constant(pinned.value), weight: 4 }, unknownId, hostileValue)
                : /Ids?$/.test(key)
                  ? next(child).map((value) =>
                      Array.isArray(value) ? value.map(notACounterId) : notACounterId(value),
                    )
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
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The top-level keys of a procedure's input objects. */
const keysOf = (inputs: z.ZodType[]): string[] => [
  ...new Set(inputs.flatMap((input) => Object.keys(defOf(input).shape ?? {}))),
];

/** A procedure's whole input: its parsers' shapes merged. */
export function shapedInput(inputs: z.ZodType[], plausible: Plausible): fc.Arbitrary<unknown> {
  if (inputs.length === 0) return hostileValue;
  return fc
    .tuple(...inputs.map((input) => inputFor(input, plausible)))
    .map((parts) => (parts.every(isRecord) ? Object.assign({}, ...parts) : parts[parts.length - 1]));
}

/**
 * Shaped input (reaching the handler), the same with one key made hostile or added (`__proto__`, `constructor`),
 * or something hostile in place of all of it.
 */
export function procedureInput(inputs: z.ZodType[], plausible: Plausible): fc.Arbitrary<unknown> {
  const shaped = shapedInput(inputs, plausible);
  const keys = [...keysOf(inputs), "__proto__", "constructor"];
  const oneKeyHostile = fc
    .tuple(shaped, fc.constantFrom(...keys), hostileValue)
    // A computed key makes `__proto__` an own property, as JSON.parse does with a request body.
    .map(([input, key, value]) => (isRecord(input) ? { ...input, [key]: value } : input));
  return fc.oneof(
    { arbitrary: shaped, weight: 3 },
    { arbitrary: oneKeyHostile, weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Fixed cases for each key of a shaped input: a 1 MB value and an id that does not exist. */
export function keyExamples(inputs: z.ZodType[], base: unknown): unknown[] {
  if (!isRecord(base)) return [];
  return keysOf(inputs).flatMap((key) => [
    { ...base, [key]: unknownIds.huge },
    { ...base, [key]: typeof base[key] === "number" ? unknownIds.number : unknownIds.string },
  ]);
}

/** fc.assert, reporting only the failed assertion (its own short description of the input), never a 1 MB value. */
export async function assertProperty<T>(
  property: fc.IAsyncProperty<T>,
  parameters: fc.Parameters<T>,
): Promise<void> {
  const details = await fc.check(property, parameters);
  if (!details.failed) return;
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${cause}\n(fast-check seed ${details.seed}, path ${details.counterexamplePath ?? ""})`);
}
