import { describe, expect, it } from "vitest";
import {
  addChild,
  hasBatchTrackingMismatch,
  newProductDraft,
  productProblems,
  setInventoryMode,
  setMasterProduct,
} from "./product-rules";
import type { CannabinoidEntry, LocationOverride } from "./product.schema";

const entry = (changes: Partial<CannabinoidEntry> = {}): CannabinoidEntry => ({
  id: "e1",
  batchNumber: null,
  locationIds: ["100"],
  isLocationCannabinoid: true,
  thc: 20,
  cbd: 0.5,
  minTHC: null,
  maxTHC: null,
  minCBD: null,
  maxCBD: null,
  showMaxMin: false,
  unit: "%",
  quantity: null,
  netContent: null,
  netContentUnit: null,
  ...changes,
});
const override = (locationId: string): LocationOverride => ({
  locationId,
  retailPrice: 1000,
  wholesaleCost: null,
  isActive: null,
  barcode: null,
});
const named = newProductDraft({ name: "Blue Dream" });

describe("productProblems", () => {
  it("none for a named product", () => {
    expect(productProblems(named)).toEqual([]);
  });

  it("a name is required, for children too", () => {
    expect(productProblems(newProductDraft({ name: "   " }))).toEqual([
      { path: "name", message: "Name is required" },
    ]);
    const product = setMasterProduct(newProductDraft({ name: "Kush" }), true);
    product.childProducts = product.childProducts.map((child) => ({ ...child, name: "" }));
    expect(productProblems(product)).toEqual([{ path: "childProducts.0.name", message: "Name is required" }]);
  });

  it("a master needs at least one child, and only a master has children", () => {
    const master = { ...setMasterProduct(named, true), childProducts: [] };
    expect(productProblems(master)).toEqual([
      { path: "childProducts", message: "A master product needs at least one child product" },
    ]);
    const notMaster = { ...setMasterProduct(named, true), isMasterProduct: false };
    expect(productProblems(notMaster)).toEqual([
      { path: "childProducts", message: "Only a master product has child products" },
    ]);
  });

  it("a GTIN must have 8, 12, 13 or 14 digits and a valid check digit", () => {
    const message = "Enter a valid GTIN (8, 12, 13 or 14 digits)";
    expect(productProblems({ ...named, gtin: "036000291453" })).toEqual([{ path: "gtin", message }]);
    expect(productProblems({ ...named, gtin: "12345" })).toEqual([{ path: "gtin", message }]);
    expect(productProblems({ ...named, gtin: "036000291452" })).toEqual([]);
    expect(productProblems({ ...named, gtin: " \u200B036000291452 " })).toEqual([]);
    expect(productProblems({ ...named, gtin: "  " })).toEqual([]);
  });

  it("each location has one override", () => {
    expect(
      productProblems({ ...named, locationOverrides: [override("100"), override("101"), override("100")] }),
    ).toEqual([{ path: "locationOverrides.2.locationId", message: "This location already has an override" }]);
  });

  it("a tag is at most 16 characters", () => {
    expect(productProblems({ ...named, tags: ["ok", "x".repeat(17)] })).toEqual([
      { path: "tags.1", message: "A tag is at most 16 characters" },
    ]);
  });

  it("a minimum cannabinoid is not above its maximum, and a percentage is at most 100", () => {
    const product = {
      ...named,
      cannabinoidMetaData: [
        entry({ minTHC: 25, maxTHC: 20, minCBD: 1, maxCBD: 1 }),
        entry({ id: "e2", maxCBD: 120, unit: "%" }),
      ],
    };
    expect(productProblems(product)).toEqual([
      { path: "cannabinoidMetaData.0.minTHC", message: "Minimum THC is above maximum THC" },
      { path: "cannabinoidMetaData.1.maxCBD", message: "A percentage is at most 100" },
    ]);
    expect(productProblems({ ...named, cannabinoidMetaData: [entry({ thc: 250, unit: "mg/g" })] })).toEqual(
      [],
    );
  });

  it("in bulk mode only the master tracks; in prepack each child tracks", () => {
    const bulk = addChild(setInventoryMode(named, "bulk"));
    expect(productProblems(bulk)).toEqual([]);
    bulk.childProducts = bulk.childProducts.map((child, index) => ({
      ...child,
      trackInventory: index === 1,
    }));
    expect(productProblems(bulk)).toEqual([
      {
        path: "childProducts.1.trackInventory",
        message: "In bulk mode only the master product tracks inventory",
      },
    ]);
    const prepack = setInventoryMode(named, "prepack");
    prepack.childProducts = prepack.childProducts.map((child) => ({ ...child, trackInventory: false }));
    expect(productProblems(prepack)).toEqual([
      {
        path: "childProducts.0.trackInventory",
        message: "In prepack mode each child product tracks its own inventory",
      },
    ]);
  });
});

describe("batch-tracking mismatch", () => {
  it("a lot-tracked product with a location-level entry without a lot number", () => {
    const product = { ...named, isBatchTracked: true, cannabinoidMetaData: [entry()] };
    expect(hasBatchTrackingMismatch(product)).toBe(true);
    expect(productProblems(product)).toEqual([
      {
        path: "cannabinoidMetaData",
        message: "This product is lot-tracked: give each location's cannabinoid values a lot number",
      },
    ]);
    expect(
      hasBatchTrackingMismatch({ ...product, cannabinoidMetaData: [entry({ batchNumber: "LOT-7" })] }),
    ).toBe(false);
    expect(
      hasBatchTrackingMismatch({
        ...product,
        cannabinoidMetaData: [entry({ isLocationCannabinoid: false })],
      }),
    ).toBe(false);
  });

  it("a product without lot tracking with an entry carrying a lot number", () => {
    const product = {
      ...named,
      cannabinoidMetaData: [entry({ batchNumber: "LOT-7", isLocationCannabinoid: false })],
    };
    expect(hasBatchTrackingMismatch(product)).toBe(true);
    expect(productProblems(product).map((problem) => problem.message)).toEqual([
      "Cannabinoid values have a lot number but lot tracking is off",
    ]);
    expect(hasBatchTrackingMismatch({ ...named, cannabinoidMetaData: [entry()] })).toBe(false);
  });

  it("is checked on each child", () => {
    const master = setMasterProduct(named, true);
    master.childProducts = master.childProducts.map((child) => ({
      ...child,
      isBatchTracked: true,
      cannabinoidMetaData: [entry()],
    }));
    expect(productProblems(master).map((problem) => problem.path)).toEqual([
      "childProducts.0.cannabinoidMetaData",
    ]);
  });
});
