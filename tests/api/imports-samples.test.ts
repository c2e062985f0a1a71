import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productImportMessages as messages } from "@pos/core/imports/product-import.schema";
import { putCategory } from "../support/catalog";
import { confirmAndRun, importWorld, issuesOf, previewImport } from "../support/import-world";

const sample = (name: string) =>
  readFileSync(new URL(`../../packages/web/public/samples/${name}`, import.meta.url), "utf8");

describe("the sample files the import pages offer (packages/web/public/samples)", () => {
  it("product sample: blocked by its special character in the strict mode, imported around its deliberate errors in the lenient one", async () => {
    const { admin, companyId } = await importWorld();
    const flower = await putCategory(companyId, "Flower");
    await putCategory(companyId, "Indica", flower);
    for (const name of ["Accessories", "Pre-rolls", "Edibles", "Default"]) await putCategory(companyId, name);
    const strict = await previewImport(
      admin,
      companyId,
      "products",
      "products-sample.csv",
      sample("products-sample.csv"),
    );
    expect(strict).toMatchObject({
      blocked: true,
      notices: expect.arrayContaining([{ message: messages.specialCharacters(1), blocking: true }]),
    });
    const job = await previewImport(
      admin,
      companyId,
      "products",
      "products-sample.csv",
      sample("products-sample.csv"),
      { lenient: true },
    );
    expect(job).toMatchObject({ status: "previewed", totalRows: 17, blocked: false, errorCount: 7 });
    const done = await confirmAndRun(admin, companyId, job.importId);
    expect(done).toMatchObject({ status: "done", imported: 10, skipped: 7 });
    const skipped = await issuesOf(admin, companyId, job.importId, "import");
    expect(skipped.filter((issue) => issue.severity === "error").map((issue) => issue.row)).toEqual([
      4, 5, 9, 10, 11, 15, 16,
    ]);
  });

  it("customer sample: imports the three good customers and skips one row per rule", async () => {
    const { admin, companyId } = await importWorld();
    const job = await previewImport(
      admin,
      companyId,
      "customers",
      "customers-sample.csv",
      sample("customers-sample.csv"),
    );
    expect(job).toMatchObject({ totalRows: 10, errorCount: 7 });
    expect(await confirmAndRun(admin, companyId, job.importId)).toMatchObject({ imported: 3, skipped: 7 });
  });
});
