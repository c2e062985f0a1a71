import { describe, expect, it } from "vitest";
import type { TransferProductChoice } from "@pos/core/inventory/transfer.schema";
import { linesProblem, toLineInput, withChoice } from "./draft-lines";

const flower: TransferProductChoice = {
  productId: "p-flower",
  name: "Flower",
  sku: "FLW-1",
  barcode: null,
  lotTracked: true,
  lots: [
    { id: "lot-a", lotNumber: "A", expiryDate: "2026-12-31", available: 0 },
    { id: "lot-b", lotNumber: "B", expiryDate: "2027-03-31", available: 5 },
  ],
  available: 5,
  scannedLotId: null,
};
const gummies: TransferProductChoice = {
  ...flower,
  productId: "p-gum",
  name: "Gummies",
  lotTracked: false,
  lots: [],
  available: 8,
};

describe("draft lines", () => {
  it("takes the scanned lot, else the earliest-expiring lot with stock", () => {
    expect(withChoice([], flower, null)[0]).toMatchObject({ batchId: "lot-b", available: 5, quantity: "1" });
    expect(withChoice([], flower, "lot-a")[0]).toMatchObject({ batchId: "lot-a", available: 0 });
    expect(withChoice([], gummies, null)[0]).toMatchObject({ batchId: null, available: 8 });
  });

  it("adds one more of a product and lot already on the transfer", () => {
    const twice = withChoice(withChoice([], gummies, null), gummies, null);
    expect(twice.map(toLineInput)).toEqual([{ productId: "p-gum", batchId: null, quantity: 2 }]);
    expect(withChoice(twice, flower, null)).toHaveLength(2);
  });

  it("names the first line that can't be saved", () => {
    const [line] = withChoice([], flower, null);
    expect(linesProblem([line!])).toBeNull();
    expect(linesProblem([{ ...line!, quantity: "0" }])).toBe("Enter a quantity more than 0 for Flower");
    expect(linesProblem([{ ...line!, quantity: "" }])).toBe("Enter a quantity more than 0 for Flower");
    expect(linesProblem([{ ...line!, batchId: null }])).toBe("Choose a lot for Flower");
  });
});
