import { describe, expect, it } from "vitest";
import type { SheetLot, SheetRow } from "@pos/core/inventory/inventory-audit.schema";
import { matchScan } from "./scan-match";

const row = (fields: Partial<SheetRow>): SheetRow => ({
  productId: "p1",
  batchId: null,
  name: "Gummies",
  sku: "GUM-1",
  barcode: "628000000013",
  lotNumber: null,
  onHand: 0,
  counted: null,
  expectedAtCount: null,
  countedBy: null,
  updateDate: null,
  ...fields,
});
const rows = [
  row({}),
  row({
    productId: "v",
    name: "Vape",
    sku: "VAPE-1",
    barcode: "00628000000020",
    batchId: "a",
    lotNumber: "A100",
  }),
  row({
    productId: "v",
    name: "Vape",
    sku: "VAPE-1",
    barcode: "00628000000020",
    batchId: "b",
    lotNumber: "B200",
  }),
];
const lots: SheetLot[] = [
  { productId: "v", batchId: "a", lotNumber: "A100" },
  { productId: "v", batchId: "b", lotNumber: "B200" },
];

describe("matchScan", () => {
  it("finds a product by barcode, GTIN without leading zeros, SKU or exact name", () => {
    for (const code of ["628000000013", "00628000000013", "gum-1", "Gummies"])
      expect(matchScan(code, rows, lots)).toEqual({
        found: true,
        productId: "p1",
        batchId: null,
        name: "Gummies",
      });
  });

  it("takes the lot from a GS1 code and refuses a lot it does not know", () => {
    expect(matchScan("(01)00628000000020(10)B200", rows, lots)).toMatchObject({
      found: true,
      productId: "v",
      batchId: "b",
    });
    expect(matchScan("(01)00628000000020(10)Z999", rows, lots)).toEqual({
      found: false,
      message: "Lot Z999 of Vape is not known",
    });
  });

  it("asks for the lot of a product counted by lot when the code names none", () => {
    expect(matchScan("VAPE-1", rows, lots)).toMatchObject({ found: false });
    expect(matchScan("unknown", rows, lots)).toEqual({
      found: false,
      message: "No product in this audit for unknown",
    });
  });
});
