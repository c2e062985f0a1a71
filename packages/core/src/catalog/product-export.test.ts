import { describe, expect, it } from "vitest";
import { neutraliseCell } from "./csv";
import {
  overrideColumns,
  parseProductCsv,
  productCsv,
  productExport,
  productExportColumns,
  type ExportLookups,
} from "./product-export";
import type { ProductItem } from "./product.entity";
import type { CannabinoidEntry } from "./product.schema";

function item(productId: string, fields: Partial<ProductItem> = {}): ProductItem {
  return {
    companyId: 1,
    productId,
    name: `Product ${productId}`,
    inventorySubtractAmount: 1,
    unit: "unit",
    trackInventory: true,
    isMasterProduct: false,
    isCumulative: false,
    inBetweenPricing: false,
    isActive: true,
    trackPurchaseOrderCosts: true,
    trackConversionCosts: true,
    isBatchTracked: false,
    metaData: [],
    cannabinoidMetaData: [],
    isDeleted: false,
    isGiftCard: false,
    productType: "product",
    tags: [],
    locationOverrides: [],
    vendorIds: [],
    images: [],
    taxConfigs: [],
    childIds: [],
    createDate: "2026-02-01T10:00:00.000Z",
    updateDate: "2026-02-03T11:30:00.000Z",
    ...fields,
  };
}

const cannabinoid = (fields: Partial<CannabinoidEntry>): CannabinoidEntry => ({
  id: "cb",
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
  ...fields,
});

const lookups: ExportLookups = {
  categories: new Map([["cat-1", "Flower"]]),
  suppliers: new Map([["sup-1", "Tweed"]]),
  taxGroups: new Map([["tax-1", "HST 13%"]]),
};

const master = item("10", {
  name: "Pink Kush",
  sku: "PK",
  isMasterProduct: true,
  categoryId: "cat-1",
  supplierId: "sup-1",
  taxGroupId: "tax-1",
  price: 1250,
  depositFee: 10,
  purchasePrice: 700,
  description: 'Earthy, "sweet"\nand floral',
  shortDescription: "PK 3.5",
  imageUrl: "https://img.example/pk.png",
  images: ["https://img.example/0.png", "https://img.example/1.png"],
  weight: 3.5,
  cannabisWeight: 3.5,
  thc: 21.5,
  cbd: 0.1,
  cannabinoidMetaData: [
    cannabinoid({ id: "loc", isLocationCannabinoid: true, minTHC: 1, unit: "mg/g" }),
    cannabinoid({ minTHC: 18, maxTHC: 24, minCBD: 0, maxCBD: 1, showMaxMin: true }),
  ],
  isBatchTracked: true,
  tags: ["indica", "new"],
  strainType: "Indica",
  unit: "g",
  wooCommerceProductId: "woo-5",
  vendorIds: ["v1", "v2"],
  gtin: "00628000000017",
  driedCannabisEquivalent: 3.5,
  metaData: [
    { key: "terpene", value: "Myrcene" },
    { key: "Origin", value: "=cmd|' /C calc'!A0" },
  ],
  childIds: ["11"],
  locationOverrides: [
    { locationId: "loc-1", retailPrice: 1400, wholesaleCost: null, isActive: false, barcode: "+123" },
  ],
});
const child = item("11", {
  name: "3.5 g",
  sku: "PK-35",
  parentId: "10",
  barcode: "0628",
  price: 3500,
  isDeleted: true,
});
const plainProduct = item("12", {
  name: "Crème brûlée, 10 mg 🌿",
  metaData: [{ key: "terpene", value: "Limonene" }],
});

describe("product export", () => {
  const built = productExport([master, child, plainProduct], lookups);

  it("has the spec's columns in order, then GTIN, dried cannabis equivalent, Custom-* sorted and Override-*", () => {
    expect(built.columns.slice(0, 46)).toEqual(productExportColumns.slice(0, 46));
    expect(built.columns.slice(46)).toEqual([
      "GTIN",
      "Dried Cannabis Equivalent (g)",
      "Custom-Origin",
      "Custom-terpene",
      ...overrideColumns,
    ]);
    expect(built.columns.slice(0, 8)).toEqual([
      "ID",
      "SKU",
      "Parent ID",
      "Parent SKU",
      "Full Name",
      "Name",
      "Parent Name",
      "Image URL",
    ]);
  });

  it("writes money in dollars, booleans TRUE/FALSE, lists joined with |, names looked up", () => {
    expect(built.records[0]).toMatchObject({
      ID: "10",
      "Full Name": "Pink Kush",
      "Image URL 0": "https://img.example/0.png",
      "Image URL 2": "",
      "Is Master Product": "TRUE",
      "Retail Price": "12.50",
      "Deposit Fee": "0.10",
      "Wholesale Cost": "7.00",
      Category: "Flower",
      Brand: "Tweed",
      Tax: "HST 13%",
      "Receipt Description": "PK 3.5",
      "Net Product Weight": "3.5",
      THC: "21.5",
      "Min THC": "18",
      "Max THC": "24",
      "Min CBD": "0",
      "Show Min Max THC CBD": "TRUE",
      "THC/CBD Unit": "%",
      "Track Lots": "TRUE",
      Tags: "indica|new",
      "Sell Type": "g",
      "Available Online": "TRUE",
      "Vendor IDs": "v1|v2",
      "Supplier ID": "sup-1",
      Created: "2026-02-01T10:00:00.000Z",
      "Custom-terpene": "Myrcene",
    });
    expect(built.records[2]).toMatchObject({
      "Available Online": "FALSE",
      "Min THC": "",
      "THC/CBD Unit": "",
    });
  });

  it("puts each location override on its own row after its product, then the child with its parent's names", () => {
    expect(built.records.map((record) => [record.ID, record["Override-Location ID"] ?? ""])).toEqual([
      ["10", ""],
      ["10", "loc-1"],
      ["11", ""],
      ["12", ""],
    ]);
    expect(built.records[1]).toEqual({
      ID: "10",
      SKU: "PK",
      "Override-Location ID": "loc-1",
      "Override-Is Active": "FALSE",
      "Override-Barcode": "+123",
      "Override-Retail Price": "14.00",
      "Override-Wholesale Cost": "",
    });
    expect(built.records[2]).toMatchObject({
      "Parent ID": "10",
      "Parent SKU": "PK",
      "Parent Name": "Pink Kush",
      "Full Name": "Pink Kush - 3.5 g",
      "Is Deleted": "TRUE",
    });
  });

  it("loses nothing in a round trip; formula cells come back with the apostrophe that neutralised them", () => {
    const parsed = parseProductCsv(productCsv(built));
    const expected = built.records.map((record) =>
      Object.fromEntries(built.columns.map((column) => [column, neutraliseCell(record[column] ?? "")])),
    );
    expect(parsed).toEqual(expected);
    expect(parsed[0]?.Description).toBe('Earthy, "sweet"\nand floral');
    expect(parsed[0]?.["Custom-Origin"]).toBe("'=cmd|' /C calc'!A0");
    expect(parsed[1]?.["Override-Barcode"]).toBe("'+123");
    expect(parsed[3]?.Name).toBe("Crème brûlée, 10 mg 🌿");
  });
});
