import { describe, expect, it } from "vitest";
import { defaultProductListColumns, productListColumns } from "@pos/core/catalog/listing.schema";
import { childPriceRange, columnOrder, formatMeasure, orderedColumns, shortTag } from "./product-columns";

describe("listing columns", () => {
  it("offer exactly the spec's extra columns", () => {
    expect([...columnOrder].sort()).toEqual([...productListColumns].sort());
    expect(orderedColumns(defaultProductListColumns)).toEqual(["supplierName", "barcode"]);
  });

  it("keep the table's order whatever the order of choosing, each column once", () => {
    expect(orderedColumns(["updateDate", "thc", "supplierName"])).toEqual([
      "supplierName",
      "thc",
      "updateDate",
    ]);
    expect(orderedColumns(["barcode", "supplierName", "barcode"])).toEqual(["supplierName", "barcode"]);
  });
});

describe("cell text", () => {
  it("measures show up to 3 decimals without trailing zeros", () => {
    expect(formatMeasure(3.5)).toBe("3.5");
    expect(formatMeasure(28)).toBe("28");
    expect(formatMeasure(0.12345)).toBe("0.123");
    expect(formatMeasure(1250)).toBe("1,250");
  });

  it("tags are cut to 16 characters, counting characters rather than code units", () => {
    expect(shortTag("indica")).toBe("indica");
    expect(shortTag("exactly16charsxx")).toBe("exactly16charsxx");
    expect(shortTag("seventeen-chars-x")).toBe("seventeen-chars-…");
    expect(shortTag("🌿".repeat(17))).toBe(`${"🌿".repeat(16)}…`);
  });
});

describe("a master's price", () => {
  it("is the range of its children's prices, free prices left out", () => {
    expect(childPriceRange([{ price: 5999 }, { price: 3499 }, { price: null }])).toEqual([3499, 5999]);
    expect(childPriceRange([{ price: 1000 }])).toEqual([1000, 1000]);
    expect(childPriceRange([{ price: null }])).toBeNull();
    expect(childPriceRange([])).toBeNull();
  });
});
