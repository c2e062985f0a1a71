import { describe, expect, it } from "vitest";
import { carriedUnitCosts, conversionChanges } from "./conversion-plan";

const key = (productId: string) => ({ locationId: "l1", productId, batchId: "none" });

describe("carriedUnitCosts", () => {
  it("splits the value by quantity × net weight when every output has one", () => {
    // 2 800 cents into 4 × 3.5 g and 2 × 7 g: each gram of output takes 100 cents.
    expect(
      carriedUnitCosts(2800, [
        { quantity: 4, weight: 3.5 },
        { quantity: 2, weight: 7 },
      ]),
    ).toEqual([350, 700]);
  });

  it("splits by quantity alone when an output has no weight", () => {
    expect(
      carriedUnitCosts(1000, [
        { quantity: 3, weight: 3.5 },
        { quantity: 2, weight: null },
      ]),
    ).toEqual([200, 200]);
  });
});

describe("conversionChanges", () => {
  it("takes the source out and carries its cost only to outputs that track conversion costs", () => {
    const changes = conversionChanges(
      { key: key("bulk"), product: { name: "Bulk", trackConversionCosts: true }, quantity: 28, unitCost: 50 },
      [
        { key: key("jar"), product: { name: "Jar", weight: 3.5, trackConversionCosts: true }, quantity: 8 },
        { key: key("pre"), product: { name: "Pre", weight: 3.5, trackConversionCosts: false }, quantity: 8 },
      ],
    );
    expect(changes).toEqual([
      { ...key("bulk"), quantity: -28, type: "CONVERSION_OUT", productName: "Bulk" },
      { ...key("jar"), quantity: 8, type: "CONVERSION_IN", unitCost: 87.5, productName: "Jar" },
      { ...key("pre"), quantity: 8, type: "CONVERSION_IN", unitCost: null, productName: "Pre" },
    ]);
  });
});
