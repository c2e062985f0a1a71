import { describe, expect, it } from "vitest";
import { Product } from "@pos/core/catalog/product.entity";
import { productImportMessages as messages } from "@pos/core/imports/product-import.schema";
import { productItem, putCategory, putMaster, putProducts } from "../support/catalog";
import { confirmAndRun, csvOf, importWorld, issuesOf, previewImport } from "../support/import-world";

async function read(companyId: number, productId: string) {
  return (await Product.get({ companyId, productId }).go({ consistent: true })).data;
}

describe("product bulk update (admin.md 5)", () => {
  it("needs an ID column", async () => {
    const { admin, companyId } = await importWorld();
    const job = await previewImport(
      admin,
      companyId,
      "productBulkUpdate",
      "u.csv",
      csvOf([
        ["SKU", "Price"],
        ["A", "1"],
      ]),
    );
    expect(job).toMatchObject({ status: "failed", error: messages.idColumn });
  });

  it("previews each product's changes old → new, then changes only the columns present", async () => {
    const { admin, companyId } = await importWorld();
    const categoryId = await putCategory(companyId, "Edibles");
    const [gummies, chocolate] = await putProducts([
      productItem(companyId, {
        name: "Gummies",
        sku: "G-1",
        price: 1000,
        purchasePrice: 400,
        description: "Sour",
        categoryId,
      }),
      productItem(companyId, { name: "Chocolate", sku: "C-1", price: 800 }),
    ]);
    const master = await putMaster(companyId, { name: "Bulk", categoryId, trackInventory: false }, [
      { name: "Bulk 7 g", price: 2000, trackInventory: true },
    ]);
    const child = master.children[0];
    if (!gummies || !chocolate || !child) throw new Error("setup");
    const file = csvOf([
      ["ID", "Price", "Name"],
      [gummies.productId, "$12.50", "Gummies"],
      [chocolate.productId, "8", "Dark Chocolate"],
      [child.productId, "21", "Bulk 7 g"],
      ["nope", "1", "x"],
    ]);
    const job = await previewImport(admin, companyId, "productBulkUpdate", "u.csv", file);
    expect(job).toMatchObject({ status: "previewed", totalRows: 4, errorCount: 1 });
    const issues = await issuesOf(admin, companyId, job.importId, "preview");
    expect(issues.map((issue) => [issue.row, issue.severity, issue.message])).toEqual([
      [2, "change", "Price: $10.00 → $12.50"],
      [3, "change", "Name: Chocolate → Dark Chocolate"],
      [4, "change", "Price: $20.00 → $21.00"],
      [5, "error", messages.unknownId("nope")],
    ]);
    expect((await read(companyId, gummies.productId))?.price).toBe(1000);

    const done = await confirmAndRun(admin, companyId, job.importId);
    expect((await issuesOf(admin, companyId, job.importId, "import")).map((issue) => issue.row)).toEqual([5]);
    expect(done).toMatchObject({ status: "done", imported: 3, skipped: 1 });
    expect(await read(companyId, gummies.productId)).toMatchObject({
      price: 1250,
      purchasePrice: 400,
      description: "Sour",
      categoryId,
    });
    expect(await read(companyId, chocolate.productId)).toMatchObject({ name: "Dark Chocolate", price: 800 });
    expect(await read(companyId, child.productId)).toMatchObject({
      price: 2100,
      parentId: master.master.productId,
    });
  });
});
