// The demo catalogue `npm start` seeds for Green Leaf, created through the core functions: every product passes the
// catalogue rules, the masters are prepack with their children, and the listing finds them.
import { beforeAll, describe, expect, it } from "vitest";
import { listCategories } from "@pos/core/catalog/categories";
import { listProducts } from "@pos/core/catalog/listing-index";
import { isValidGtin } from "@pos/core/catalog/gtin";
import { getProduct } from "@pos/core/catalog/products";
import { listSuppliers } from "@pos/core/catalog/suppliers";
import { listTaxGroups } from "@pos/core/catalog/tax-groups";
import { demoMasters, demoProducts } from "@pos/functions/local/demo-products";
import { seedDemoCatalogue } from "@pos/functions/local/seed-catalogue";
import { makeCompany } from "../support/world";

describe("demo catalogue", () => {
  let companyId: number;
  let locationId: string;
  beforeAll(async () => {
    const { company, location } = await makeCompany();
    companyId = company.id;
    locationId = location.id;
    await seedDemoCatalogue(companyId, locationId);
  }, 120_000);

  it("has Ontario's tax groups, licensed producers and a category tree with compliance classes", async () => {
    const taxGroups = await listTaxGroups(companyId);
    expect(taxGroups.map((group) => [group.name, group.taxes])).toEqual(
      expect.arrayContaining([
        ["HST 13%", [{ name: "HST", rate: 13 }]],
        ["Tax exempt", []],
      ]),
    );
    const suppliers = await listSuppliers(companyId);
    expect(suppliers.length).toBeGreaterThanOrEqual(6);
    expect(suppliers.filter((supplier) => supplier.licenceNumber).length).toBeGreaterThanOrEqual(6);
    const tree = await listCategories({ companyId, filtered: true });
    const flower = tree.find((category) => category.name === "Flower");
    expect(flower?.complianceCategoryId).toBe("dried");
    expect(flower?.childCategories.map((child) => child.name)).toEqual(["Whole flower", "Milled flower"]);
    expect(tree.map((category) => category.name)).toEqual(
      expect.arrayContaining(["Pre-rolls", "Vapes", "Edibles", "Beverages", "Topicals", "Accessories"]),
    );
  });

  it("lists every product, and each master is prepack with one child per size", async () => {
    const page = await listProducts({ companyId, limit: 100 });
    expect(page.count).toBe(demoProducts.length + demoMasters.length);
    const masters = page.products.filter((row) => row.isMasterProduct);
    expect(masters.map((row) => row.name).sort()).toEqual(demoMasters.map((master) => master.name).sort());
    const pinkKush = masters.find((row) => row.name === "Pink Kush");
    const product = await getProduct({ companyId, productId: pinkKush?.id ?? "" });
    expect(product.trackInventory).toBe(false);
    expect(
      product.childProducts.map((child) => [child.name, child.price, child.trackInventory, child.unit]),
    ).toEqual([
      ["Pink Kush 3.5 g", 3995, true, "unit"],
      ["Pink Kush 7 g", 7495, true, "unit"],
      ["Pink Kush 28 g", 19995, true, "unit"],
    ]);
    const large = product.childProducts[2];
    expect(large?.locationOverrides).toEqual([
      { locationId, retailPrice: 20995, wholesaleCost: null, isActive: null, barcode: null },
    ]);
    expect(large?.categoryId).toBe(product.categoryId);
    expect(large?.driedCannabisEquivalent).toBe(28);
  });

  it("gives every product valid codes, a cost below its price and a unique SKU", async () => {
    const page = await listProducts({ companyId, limit: 100 });
    const rows = page.products.flatMap((row) => [row, ...row.children]);
    const sellable = rows.filter((row) => !row.isMasterProduct);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    for (const row of sellable) {
      expect(row.barcode, row.name).toMatch(/^\d{11,13}$/);
      expect(row.purchasePrice ?? 0, row.name).toBeLessThan(row.price ?? 0);
    }
    for (const item of [...demoProducts, ...demoMasters.flatMap((master) => master.sizes)])
      if (item.gtin) expect(isValidGtin(item.gtin), item.gtin).toBe(true);
    const search = await listProducts({ companyId, searchQuery: "wedding cake 28" });
    expect(search.products.map((row) => row.name)).toEqual(["Wedding Cake"]);
  });
});
