import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newProductDraft, normalizeProduct, setMasterProduct } from "./product-rules";
import { ZProductDraft, type CannabinoidEntry, type LocationOverride } from "./product.schema";

const override = (changes: Partial<LocationOverride> = {}): LocationOverride => ({
  locationId: "100",
  retailPrice: 1500,
  wholesaleCost: 0,
  isActive: null,
  barcode: null,
  ...changes,
});

const cannabinoid = (changes: Partial<CannabinoidEntry> = {}): CannabinoidEntry => ({
  id: "c1",
  batchNumber: null,
  locationIds: [],
  isLocationCannabinoid: false,
  thc: null,
  cbd: null,
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

describe("normalizeProduct", () => {
  it("removes zero-width characters from SKU, barcode and GTIN, trims name and SKU, empties become null", () => {
    const product = normalizeProduct(
      newProductDraft({
        name: "  Blue Dream  ",
        sku: " \u200BBD-35\u200D ",
        barcode: "\uFEFF0123\u200B456\u2060",
        gtin: "\u200B",
        shortName: "   ",
        description: "",
        locationOverrides: [override({ barcode: "\u200B" })],
      }),
    );
    expect(product).toMatchObject({
      name: "Blue Dream",
      sku: "BD-35",
      barcode: "0123456",
      gtin: null,
      shortName: null,
      description: null,
    });
    expect(product.locationOverrides[0]?.barcode).toBeNull();
  });

  it("turns empty or zero deposit fee, weights, volume and purchase price into null, and keeps the others", () => {
    const zeros = normalizeProduct(
      newProductDraft({
        name: "x",
        depositFee: 0,
        weight: 0,
        cannabisWeight: 0,
        cannabisVolume: 0,
        purchasePrice: 0,
        driedCannabisEquivalent: 0,
        price: 0,
      }),
    );
    expect(zeros).toMatchObject({
      depositFee: null,
      weight: null,
      cannabisWeight: null,
      cannabisVolume: null,
      purchasePrice: null,
      driedCannabisEquivalent: null,
      price: 0,
    });
    const kept = normalizeProduct(
      newProductDraft({ name: "x", depositFee: 10, weight: 3.5, purchasePrice: 700 }),
    );
    expect(kept).toMatchObject({ depositFee: 10, weight: 3.5, purchasePrice: 700 });
  });

  it("keeps a free price as null", () => {
    expect(normalizeProduct(newProductDraft({ name: "Open item", price: null })).price).toBeNull();
  });

  it("turns an override's wholesale cost of 0 into null and keeps its retail price", () => {
    const product = normalizeProduct(
      newProductDraft({
        name: "x",
        locationOverrides: [override(), override({ locationId: "101", wholesaleCost: 800 })],
      }),
    );
    expect(product.locationOverrides.map((entry) => [entry.retailPrice, entry.wholesaleCost])).toEqual([
      [1500, null],
      [1500, 800],
    ]);
  });

  it("trims and de-duplicates tags, keeping the first spelling", () => {
    const product = normalizeProduct(
      newProductDraft({ name: "x", tags: [" Indoor ", "indoor", "Sale", " ", "SALE"] }),
    );
    expect(product.tags).toEqual(["Indoor", "Sale"]);
  });

  it("forces a subtract amount of 1 for unit 'unit' and clears the pricing template", () => {
    const product = normalizeProduct({ ...newProductDraft({ name: "x", inventorySubtractAmount: 4 }) });
    expect(product.inventorySubtractAmount).toBe(1);
    expect(
      normalizeProduct(newProductDraft({ name: "x", unit: "g", inventorySubtractAmount: 4 }))
        .inventorySubtractAmount,
    ).toBe(4);
  });

  it("makes the first image the main image", () => {
    const product = normalizeProduct(
      newProductDraft({ name: "x", imageUrl: "old", images: [" companies/1/a.png "] }),
    );
    expect(product).toMatchObject({ imageUrl: "companies/1/a.png", images: ["companies/1/a.png"] });
    expect(
      normalizeProduct(newProductDraft({ name: "x", imageUrl: "https://x.example/a.png" })).imageUrl,
    ).toBe("https://x.example/a.png");
  });

  it("blank lot numbers become null", () => {
    const product = normalizeProduct(
      newProductDraft({ name: "x", cannabinoidMetaData: [cannabinoid({ batchNumber: "  " })] }),
    );
    expect(product.cannabinoidMetaData[0]?.batchNumber).toBeNull();
  });

  it("normalizes children, copies the master's unit, category, supplier and tax group, and derives its active state", () => {
    const base = setMasterProduct(newProductDraft({ name: "Kush" }), true);
    const product = normalizeProduct({
      ...base,
      unit: "g",
      categoryId: "c1",
      supplierId: "s1",
      taxGroupId: "t1",
      isActive: true,
      childProducts: base.childProducts.map((child) => ({
        ...child,
        name: " Kush 3.5g ",
        sku: "\u200BK35",
        weight: 0,
        isActive: false,
        unit: "unit" as const,
        inventorySubtractAmount: 3.5,
      })),
    });
    expect(product.isActive).toBe(false);
    expect(product.childProducts[0]).toMatchObject({
      name: "Kush 3.5g",
      sku: "K35",
      weight: null,
      unit: "g",
      inventorySubtractAmount: 3.5,
      categoryId: "c1",
      supplierId: "s1",
      taxGroupId: "t1",
    });
  });

  it("is idempotent and keeps a valid draft valid", () => {
    const text = fc.string({ maxLength: 20 }).map((value) => value.replace(/x/g, "\u200B"));
    const nullableText = fc.option(text, { nil: null });
    const measure = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(
        text,
        nullableText,
        nullableText,
        fc.array(
          fc.string({ minLength: 1, maxLength: 10 }).filter((tag) => tag.trim() !== ""),
          { maxLength: 5 },
        ),
        measure,
        measure,
        fc.constantFrom("unit", "g", "ml"),
        (name, sku, barcode, tags, weight, depositFee, unit) => {
          const draft = newProductDraft({ name: `${name}n`, sku, barcode, tags, weight, depositFee, unit });
          const once = normalizeProduct(draft);
          expect(normalizeProduct(once)).toEqual(once);
          expect(ZProductDraft.safeParse(once).success).toBe(true);
          expect(once.sku ?? "").not.toMatch(/\u200B/);
          expect(once.sku === null || once.sku === once.sku.trim()).toBe(true);
        },
      ),
    );
  });
});
