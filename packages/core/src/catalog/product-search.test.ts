import { describe, expect, it } from "vitest";
import type { ProductListRow } from "./listing.schema";
import {
  compareEntries,
  indexedProduct,
  insertEntry,
  listEntry,
  normalise,
  removeEntry,
  searchPage,
  withSubcategories,
  type ListEntry,
  type ListFilter,
} from "./product-search";

type Row = Omit<ProductListRow, "children">;

function row(id: string, name: string, extra: Partial<Row> = {}): Row {
  return {
    id,
    parentId: null,
    name,
    sku: null,
    barcode: null,
    imageUrl: null,
    price: 1000,
    purchasePrice: null,
    categoryId: null,
    supplierId: null,
    isActive: true,
    isDeleted: false,
    isMasterProduct: false,
    trackInventory: true,
    weight: null,
    cannabisWeight: null,
    cannabisVolume: null,
    thc: null,
    cbd: null,
    strainType: null,
    tags: [],
    createDate: "2026-01-01T00:00:00.000Z",
    updateDate: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

const product = (fields: Row) => indexedProduct(fields, { taxGroupId: null, childIds: [] });
const entry = (fields: Row, children: Row[] = []): ListEntry =>
  listEntry(
    product(fields),
    children.map((child) => product({ ...child, parentId: fields.id })),
  );
const all: ListFilter = { view: "active", query: "", supplierId: null, categoryIds: null };
const ids = (entries: ListEntry[], filter: Partial<ListFilter>, offset = 0, limit = 50) =>
  searchPage(entries, { ...all, ...filter }, offset, limit).rows.map((found) => found.id);

describe("product search", () => {
  it("normalises case, accents and zero-width characters", () => {
    expect(normalise("  Crème BRÛLÉE\u200b ")).toBe("creme brulee");
    expect(normalise("Ｇｒａｐｅ")).toBe("grape");
  });

  it("matches substrings of name, SKU or barcode, never across two fields", () => {
    const entries = [
      entry(row("1", "Pink Kush", { sku: "PK-35", barcode: "0062800" })),
      entry(row("2", "Crème Brûlée Gummies")),
    ].sort(compareEntries);
    expect(ids(entries, { query: normalise("KUSH") })).toEqual(["1"]);
    expect(ids(entries, { query: normalise("pk-3") })).toEqual(["1"]);
    expect(ids(entries, { query: "2800" })).toEqual(["1"]);
    expect(ids(entries, { query: normalise("brulee") })).toEqual(["2"]);
    expect(ids(entries, { query: "kushpk" })).toEqual([]);
  });

  it("matches a master when one of its children matches, and returns the children with it", () => {
    const entries = [
      entry(row("1", "Blue Dream", { isMasterProduct: true }), [row("2", "3.5 g", { sku: "BD-35" })]),
    ];
    const page = searchPage(entries, { ...all, query: "bd-35" }, 0, 50);
    expect(page.rows.map((found) => [found.id, found.children.map((child) => child.id)])).toEqual([
      ["1", ["2"]],
    ]);
  });

  it("filters by supplier exactly and by a set of categories, on the product or a child", () => {
    const entries = [
      entry(row("1", "A", { supplierId: "s1", categoryId: "c1" })),
      entry(row("2", "B", { supplierId: "s10", categoryId: "c2" })),
      entry(row("3", "C", { isMasterProduct: true }), [
        row("4", "C small", { supplierId: "s1", categoryId: "c2" }),
      ]),
    ];
    expect(ids(entries, { supplierId: "s1" })).toEqual(["1", "3"]);
    expect(ids(entries, { categoryIds: new Set(["c2"]) })).toEqual(["2", "3"]);
    expect(ids(entries, { supplierId: "s1", categoryIds: new Set(["c1"]) })).toEqual(["1"]);
  });

  it("separates active, inactive and deleted views", () => {
    const entries = [
      entry(row("1", "A")),
      entry(row("2", "B", { isActive: false })),
      entry(row("3", "C", { isDeleted: true, isActive: false })),
    ];
    expect(ids(entries, { view: "active" })).toEqual(["1"]);
    expect(ids(entries, { view: "inactive" })).toEqual(["2"]);
    expect(ids(entries, { view: "deleted" })).toEqual(["3"]);
    expect(ids(entries, { view: null })).toEqual(["1", "2", "3"]);
  });

  it("sorts by name ignoring case and accents, then by id, and keeps that order through inserts and removals", () => {
    const entries = [
      entry(row("b", "apple")),
      entry(row("a", "Zebra")),
      entry(row("c", "Éclair")),
      entry(row("a2", "Apple")),
    ].sort(compareEntries);
    expect(entries.map((found) => found.product.row.id)).toEqual(["a2", "b", "c", "a"]);
    insertEntry(entries, entry(row("d", "banana")));
    expect(removeEntry(entries, normalise("Zebra"), "a")).toBe(true);
    expect(removeEntry(entries, normalise("Zebra"), "a")).toBe(false);
    expect(entries.map((found) => found.product.row.id)).toEqual(["a2", "b", "d", "c"]);
  });

  it("pages with an offset and counts every match", () => {
    const entries = Array.from({ length: 45 }, (_, index) =>
      entry(row(String(index).padStart(2, "0"), "Same")),
    );
    const page = searchPage(entries, all, 40, 20);
    expect(page.count).toBe(45);
    expect(page.rows.map((found) => found.id)).toEqual(["40", "41", "42", "43", "44"]);
    expect(searchPage(entries, all, 60, 20)).toEqual({ rows: [], count: 45 });
  });

  it("expands categories to their subcategories at any depth", () => {
    const categories = [
      { categoryId: "flower", parentCategoryId: null },
      { categoryId: "indica", parentCategoryId: "flower" },
      { categoryId: "kush", parentCategoryId: "indica" },
      { categoryId: "edibles" },
    ];
    expect([...withSubcategories(["flower"], categories)].sort()).toEqual(["flower", "indica", "kush"]);
    expect([...withSubcategories(["edibles", "unknown"], categories)].sort()).toEqual(["edibles", "unknown"]);
  });
});
