import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product } from "@pos/core/catalog/product.entity";
import { SupplierEntity } from "@pos/core/catalog/supplier.entity";
import { productImportMessages as messages } from "@pos/core/imports/product-import.schema";
import {
  catalogueFields,
  type CatalogueProductFields,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { putProducts } from "@pos/core/province-catalog/catalogue-store";
import { putCategory, putSupplier } from "../support/catalog";
import { gtinOf } from "../support/catalogue-world";
import { confirmAndRun, csvOf, importWorld, issuesOf, previewImport } from "../support/import-world";
import { failureOf } from "../support/world";

/** A PNG served on loopback (tests allow loopback fetches, as for webhooks); anything else is a 404. */
let images: Server;
let imageBase = "";
beforeAll(async () => {
  images = createServer((request, response) => {
    if (request.url === "/label.png") {
      response.writeHead(200, { "Content-Type": "image/png" });
      response.end(Buffer.from("89504e470d0a1a0a", "hex"));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

const header = [
  "SKU",
  "Name",
  "Parent SKU",
  "Price",
  "Cost",
  "Deposit Fee",
  "Category",
  "Supplier",
  "Vendors",
  "Strain Type",
  "Tags",
  "Track Lots",
  "Deleted",
  "Barcode",
  "Images",
  "meta:origin",
];

type Row = Partial<Record<(typeof header)[number], string>>;
const line = (row: Row): string[] => header.map((column) => row[column] ?? "");

async function productsOf(companyId: number) {
  return (await Product.query.byCompany({ companyId }).go({ pages: "all" })).data;
}

async function world() {
  const base = await importWorld();
  const flower = await putCategory(base.companyId, "Flower");
  const indica = await putCategory(base.companyId, "Indica", flower);
  const fallback = await putCategory(base.companyId, "Default");
  const supplier = await putSupplier(base.companyId, "Grower Co");
  return { ...base, flower, indica, fallback, supplier };
}

describe("product CSV import (admin.md 5)", () => {
  it("refuses a file without SKU, Name, Price and Category", async () => {
    const { admin, companyId } = await world();
    const job = await previewImport(
      admin,
      companyId,
      "products",
      "p.csv",
      csvOf([
        ["SKU", "Name"],
        ["A", "B"],
      ]),
    );
    expect(job).toMatchObject({ status: "failed", error: messages.requiredColumns(["Price", "Category"]) });
  });

  it("applies each rule of a product row, then imports the good rows, skipping the others with their reasons", async () => {
    const { admin, companyId, flower, indica, fallback, supplier } = await world();
    const file = csvOf([
      header,
      line({
        SKU: "P-1",
        Name: "Blue Dream 3.5g",
        Price: "$12.345",
        Cost: "6.5",
        "Deposit Fee": "$0.10",
        Category: "Flower - Indica",
        Supplier: "Grower Co",
        "Strain Type": "indica dominant",
        Tags: "new, staff pick",
        Images: `${imageBase}/label.png, ${imageBase}/readme.txt`,
        "meta:origin": "BC",
      }),
      line({
        SKU: "P-2",
        Name: "Rolling Papers",
        Price: "2",
        Category: "Nowhere",
        "Strain Type": "Purple",
        "Track Lots": "yes",
      }),
      line({ SKU: "P-3", Name: "", Price: "1", Category: "Flower" }),
      line({ SKU: "P-1", Name: "Copy", Price: "1", Category: "Flower" }),
      line({ SKU: "1.23E+11", Name: "Scientific", Price: "1", Category: "Flower", Barcode: "4.5e+12" }),
      line({ SKU: "P-6", Name: "Too Many Vendors", Price: "1", Category: "Flower", Vendors: "A,B,C,D,E,F" }),
      line({
        SKU: "P-7",
        Name: "Broken Image",
        Price: "1",
        Category: "Flower",
        Images: `${imageBase}/missing.png`,
      }),
      line({ SKU: "P-8", Name: "Bad Price", Price: "twelve", Category: "Flower" }),
      line({ SKU: "P-9", Name: "Orphan", "Parent SKU": "NOPE", Price: "1", Category: "Flower" }),
    ]);
    const job = await previewImport(admin, companyId, "products", "products.csv", file);
    expect(job).toMatchObject({ status: "previewed", totalRows: 9, blocked: false });
    expect(job.previewRows[0]?.values).toMatchObject({
      sku: "P-1",
      price: "12.35",
      category: "Flower - Indica",
    });
    expect(await productsOf(companyId)).toHaveLength(0);
    const problems = (await issuesOf(admin, companyId, job.importId, "preview")).map((issue) => [
      issue.row,
      issue.severity,
      issue.message,
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        [2, "warning", messages.imageType(`${imageBase}/readme.txt`)],
        [3, "warning", messages.category("Nowhere")],
        [3, "warning", messages.strainType("Purple")],
        [4, "error", messages.noName],
        [5, "error", messages.duplicateSku(2)],
        [6, "warning", messages.scientific("SKU")],
        [6, "warning", messages.scientific("barcode")],
        [7, "error", messages.parentVendors],
        [9, "error", messages.money("price")],
        [10, "error", messages.parentMissing("NOPE")],
      ]),
    );
    // Toronto company: lot tracking is off, so Track Lots is ignored (with a warning).
    expect(problems).toContainEqual([3, "warning", messages.trackLotsIgnored]);

    const done = await confirmAndRun(admin, companyId, job.importId);
    expect(done).toMatchObject({ status: "done", imported: 4, skipped: 5 });
    const saved = await productsOf(companyId);
    const bySku = new Map(saved.map((product) => [product.sku, product]));
    expect(bySku.get("P-1")).toMatchObject({
      price: 1235,
      purchasePrice: 650,
      depositFee: 10,
      categoryId: indica,
      supplierId: supplier,
      strainType: "Indica Dominant",
      tags: ["new", "staff pick"],
      metaData: [{ key: "origin", value: "BC" }],
    });
    expect(bySku.get("P-1")?.images).toHaveLength(1);
    expect(bySku.get("P-1")?.images[0]).toMatch(new RegExp(`^companies/${companyId}/`));
    expect(bySku.get("P-2")).toMatchObject({ categoryId: fallback, isBatchTracked: false });
    expect(bySku.get("P-2")?.strainType).toBeUndefined();
    expect(bySku.get("P-7")?.images).toEqual([]);
    expect(flower).toBeTruthy();
    const skipped = await issuesOf(admin, companyId, job.importId, "import");
    expect(skipped.map((issue) => [issue.row, issue.message])).toEqual(
      expect.arrayContaining([
        [4, messages.noName],
        [8, messages.image(`${imageBase}/missing.png`)],
      ]),
    );
    const { url } = await admin.imports.skippedRows({ companyId, importId: job.importId });
    const csv = await (await fetch(url)).text();
    expect(csv).toContain(messages.duplicateSku(2));
    expect(csv.split("\r\n")[0]).toContain("Reason");
  });

  it("links parentSku into a master and its variants, sharing the parent's supplier and vendors, and applies the delete rules", async () => {
    const { admin, companyId } = await world();
    const file = csvOf([
      header,
      line({
        SKU: "M-1",
        Name: "Pink Kush",
        Price: "0",
        Category: "Flower",
        Supplier: "Grower Co",
        Vendors: "North, South",
      }),
      line({
        SKU: "M-1-3",
        Name: "Pink Kush 3.5g",
        "Parent SKU": "M-1",
        Price: "30",
        Category: "Flower",
        Supplier: "Other",
      }),
      line({
        SKU: "M-1-7",
        Name: "Pink Kush 7g",
        "Parent SKU": "M-1",
        Price: "55",
        Category: "Flower",
        Vendors: "1,2,3,4,5,6",
      }),
      line({ SKU: "M-2", Name: "Gone Parent", Price: "0", Category: "Flower", Deleted: "true" }),
      line({ SKU: "M-2-1", Name: "Live Variant", "Parent SKU": "M-2", Price: "5", Category: "Flower" }),
      line({ SKU: "M-3", Name: "All Gone", Price: "0", Category: "Flower" }),
      line({
        SKU: "M-3-1",
        Name: "Gone Variant",
        "Parent SKU": "M-3",
        Price: "5",
        Category: "Flower",
        Deleted: "true",
      }),
    ]);
    const job = await previewImport(admin, companyId, "products", "families.csv", file);
    const problems = (await issuesOf(admin, companyId, job.importId, "preview")).map((issue) => [
      issue.row,
      issue.message,
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        [4, messages.variantVendors],
        [5, messages.parentDeleted],
        [6, messages.variantOfSkipped(5)],
        [7, messages.allVariantsDeleted],
      ]),
    );
    expect(job.notices.map((notice) => notice.message)).toContain(
      "2 new suppliers will be created: North, South",
    );
    const done = await confirmAndRun(admin, companyId, job.importId);
    expect(done).toMatchObject({ imported: 4, skipped: 3 });
    const saved = await productsOf(companyId);
    const master = saved.find((product) => product.sku === "M-1");
    const child = saved.find((product) => product.sku === "M-1-3");
    expect(master).toMatchObject({ isMasterProduct: true, childIds: [child?.productId] });
    expect(child).toMatchObject({ parentId: master?.productId, price: 3000, supplierId: master?.supplierId });
    expect(child?.vendorIds).toEqual(master?.vendorIds);
    expect(master?.vendorIds).toHaveLength(2);
    expect(saved.find((product) => product.sku === "M-3")).toMatchObject({ isDeleted: true });
    expect(saved.some((product) => product.sku === "M-2")).toBe(false);
    const suppliers = (await SupplierEntity.query.byCompany({ companyId }).go()).data
      .map((entry) => entry.name)
      .sort();
    expect(suppliers).toEqual(["Grower Co", "North", "South"]);
  });

  it("blocks the import while names have special characters, and allows Latin-1 in the lenient mode", async () => {
    const { admin, companyId } = await world();
    const file = csvOf([
      header,
      line({ SKU: "S-1", Name: "Café ☕ Blend", Price: "4", Category: "Flower" }),
      line({ SKU: "S-2", Name: "Crème", Price: "4", Category: "Flower" }),
    ]);
    const strict = await previewImport(admin, companyId, "products", "s.csv", file);
    expect(strict).toMatchObject({
      blocked: true,
      notices: [{ message: messages.specialCharacters(2), blocking: true }],
    });
    expect(strict.previewRows[0]?.values.name).toBe("Caf  Blend");
    const refused = await failureOf(admin.imports.confirm({ companyId, importId: strict.importId }));
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect(await productsOf(companyId)).toHaveLength(0);
    const lenient = await previewImport(admin, companyId, "products", "s.csv", file, { lenient: true });
    expect(lenient.notices[0]).toEqual({ message: messages.specialCharacters(1), blocking: true });
  });

  it("flags cannabis-related words in names and updates by SKU on a second import, creating nothing twice", async () => {
    const { admin, companyId } = await world();
    const file = csvOf([
      header,
      line({ SKU: "K-1", Name: "Hemp Rolling Tray", Price: "9.99", Category: "Flower" }),
    ]);
    const first = await previewImport(admin, companyId, "products", "k.csv", file);
    expect(
      (await issuesOf(admin, companyId, first.importId, "preview")).map((issue) => issue.message),
    ).toContain(messages.cannabisWord("hemp"));
    await confirmAndRun(admin, companyId, first.importId);
    const changed = csvOf([
      header,
      line({ SKU: "K-1", Name: "Hemp Rolling Tray", Price: "11", Category: "Flower" }),
    ]);
    const second = await previewImport(admin, companyId, "products", "k.csv", changed);
    expect(second.notices.map((notice) => notice.message)).toContain(
      "1 products already exist (same SKU) and will be updated",
    );
    await confirmAndRun(admin, companyId, second.importId);
    const saved = await productsOf(companyId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ sku: "K-1", price: 1100 });
  });

  it("fills a row's empty fields from the company's province products, by SKU and else by GTIN", async () => {
    const { admin, companyId } = await world();
    const tag = randomUUID().slice(0, 8);
    const digits = String(parseInt(tag, 16) % 1e8).padStart(8, "0");
    const [gtin, other] = [gtinOf(`0628${digits}`), gtinOf(`0629${digits}`)];
    const blank = Object.fromEntries(
      catalogueFields.map((field) => [field, null]),
    ) as unknown as CatalogueProductFields;
    await putProducts("province", "ON", [
      {
        ...blank,
        sku: `PV-${tag}`,
        name: "Province Fill",
        description: "From the province list",
        cannabisWeight: 3.5,
        gtin,
      },
      {
        ...blank,
        sku: `PG-${tag}`,
        name: "By GTIN",
        description: "Matched by its GTIN",
        gtin: other,
      },
    ]);
    const file = csvOf([
      [...header, "GTIN"],
      [...line({ SKU: `PV-${tag}`, Name: "Province Fill", Price: "20", Category: "Flower" }), ""],
      [...line({ SKU: `OWN-${tag}`, Name: "Own SKU", Price: "20", Category: "Flower" }), other],
    ]);
    const job = await previewImport(admin, companyId, "products", "pv.csv", file);
    await confirmAndRun(admin, companyId, job.importId);
    const saved = await productsOf(companyId);
    expect(saved.find((product) => product.sku === `PV-${tag}`)).toMatchObject({
      barcode: gtin,
      description: "From the province list",
      cannabisWeight: 3.5,
    });
    expect(saved.find((product) => product.sku === `OWN-${tag}`)).toMatchObject({
      description: "Matched by its GTIN",
    });
  });
});
