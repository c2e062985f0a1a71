import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defOf } from "../support/zod-def";
import { procedures } from "../support/procedures";

/** String formats whose pattern fixes their length, so they need no maximum of their own. */
const fixedLengthFormats = new Set(["uuid", "guid", "date"]);

/** The paths, inside one input schema, of every string without a maximum length (and of anything unknown). */
function unbounded(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, path: string) =>
    child ? unbounded(child, path, seen) : [];
  switch (def.type) {
    case "string":
      return (schema as z.ZodString).maxLength !== null || fixedLengthFormats.has(def.format ?? "")
        ? []
        : [at];
    case "any":
    case "unknown":
      return [at];
    case "object":
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${at}.${key}`)),
        ...(def.catchall && def.catchall._zod.def.type !== "never" ? walk(def.catchall, `${at}.*`) : []),
      ];
    case "array":
      return walk(def.element, `${at}[]`);
    case "record":
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{value}`)];
    case "union":
      return (def.options ?? []).flatMap((option, index) => walk(option, `${at}|${index}`));
    case "intersection":
      return [...walk(def.left, at), ...walk(def.right, at)];
    case "tuple":
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `${at}[${index}]`)),
        ...walk(def.rest, `${at}[]`),
      ];
    case "pipe":
      // Only what the client sends is checked: the pipe's input side.
      return walk(def.in, at);
    case "lazy":
      return walk(def.getter?.(), at);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return walk(def.innerType, at);
    default:
      return [];
  }
}

describe("input bounds", () => {
  it("every string in every procedure's input has a maximum length", () => {
    const withInputs = procedures.filter((procedure) => procedure.inputs.length > 0);
    expect(withInputs.length).toBeGreaterThan(100);
    const found = withInputs.flatMap(({ path, inputs }) => inputs.flatMap((input) => unbounded(input, path)));
    expect(found).toEqual([]);
  });

  it("the walk finds an unbounded string wherever it hides", () => {
    const hidden = z.object({
      a: z.array(z.object({ b: z.string().optional() })),
      c: z.record(z.string().max(5), z.string().max(5)),
      d: z
        .string()
        .nullish()
        .transform((value) => value ?? null)
        .pipe(z.email().nullable()),
      e: z.union([z.number(), z.lazy(() => z.iso.datetime())]),
      f: z.uuid(),
    });
    expect(unbounded(hidden, "input")).toEqual(["input.a[].b", "input.d", "input.e|1"]);
  });
});
