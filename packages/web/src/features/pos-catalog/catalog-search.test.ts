import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { product } from "./catalog.fixtures";
import { CatalogSearch } from "./catalog-search";
import { trigramsOf } from "./catalog-trigrams";

const words = [
  "Pink",
  "Kush",
  "Crème",
  "Brûlée",
  "Gelato",
  "gelato",
  "3.5",
  "28",
  "g",
  "Pré-rolls",
  "Çà",
  "OG",
  "1g",
];
const skus = ["PR-101", "FL-PK-3.5", "ED-010", "GEL-28", "sku 7"];
const barcodes = ["0628417012951", "0628417000378", "628417007773", "12345678"];

const name = fc
  .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
  .map((list) => list.join(" "));
const change = fc.oneof(
  fc.record({
    id: fc.integer({ min: 0, max: 11 }),
    name,
    sku: fc.option(fc.constantFrom(...skus)),
    barcode: fc.option(fc.constantFrom(...barcodes)),
    master: fc.option(name),
  }),
  fc.record({ delete: fc.integer({ min: 0, max: 11 }) }),
);

/** A piece of 1 to 5 characters of a name word or code, any case (accents kept or not). */
const piece = fc
  .tuple(
    fc.constantFrom(...words, ...skus, ...barcodes, "creme", "brulee", "kush 28"),
    fc.nat(),
    fc.nat(),
    fc.boolean(),
  )
  .map(([text, start, length, upper]) => {
    const from = start % text.length;
    const part = text.slice(from, from + 1 + (length % 5));
    return upper ? part.toUpperCase() : part;
  });
const query = fc.oneof(
  piece,
  fc.tuple(piece, piece).map(([a, b]) => `${a} ${b}`),
  fc.constantFrom(...words, ...skus, ...barcodes),
  fc.string({ minLength: 1, maxLength: 5 }),
);

describe("CatalogSearch through the trigram index", () => {
  it("finds exactly what the scan finds, after any sets and deletes", () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 60 }),
        fc.array(query, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (changes, queries, limit) => {
          const search = new CatalogSearch();
          for (const step of changes) {
            if ("delete" in step) search.delete(`p${step.delete}`);
            else
              search.set(
                product(`p${step.id}`, { name: step.name, sku: step.sku, barcode: step.barcode }),
                step.master,
              );
          }
          for (const text of queries) expect(search.search(text, limit)).toEqual(search.scan(text, limit));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("finds a product by a master's name and codes, and forgets what changed", () => {
    const search = new CatalogSearch();
    search.set(product("a", { name: "3.5 g", sku: "FL-PK-3.5", barcode: "0628417000378" }), "Pink Kush");
    search.set(product("b", { name: "Gelato 28", sku: "GEL-28" }), null);
    const names = (text: string) => search.search(text).map((item) => item.name);
    expect(names("pink kush")).toEqual(["3.5 g"]);
    expect(names("0628417000378")).toEqual(["3.5 g"]);
    expect(names("gel-28")).toEqual(["Gelato 28"]);
    search.set(product("b", { name: "Wedding Cake", sku: "WC-1" }), null);
    expect(names("gelato")).toEqual([]);
    search.delete("a");
    expect(names("kush")).toEqual([]);
    expect(search.postingCount).toBe(trigramsOf([" wedding cake wc 1 wc-1", "wc-1"]).length);
    expect(names("wedding")).toEqual(["Wedding Cake"]);
  });

  it("orders equal names by id, whether all matches or only the first few are kept", () => {
    const search = new CatalogSearch();
    for (const id of ["p9", "p3", "p5"]) search.set(product(id, { name: "Gelato" }), null);
    const ids = (text: string) => search.search(text).map((item) => item.id);
    expect(ids("gelato")).toEqual(["p3", "p5", "p9"]);
    for (let at = 0; at < 40; at += 1) search.set(product(`o${at}`, { name: `Other ${at}` }), null);
    expect(ids("gelato")).toEqual(["p3", "p5", "p9"]);
    expect(search.search("gelato", 2).map((item) => item.id)).toEqual(["p3", "p5"]);
    expect(search.search("other", 3).map((item) => item.name)).toEqual(["Other 0", "Other 1", "Other 2"]);
  });

  it("leaves out trigrams holding a space", () => {
    expect(trigramsOf([" ab cd", "abcd"]).sort()).toEqual(["abc", "bcd"]);
  });
});
