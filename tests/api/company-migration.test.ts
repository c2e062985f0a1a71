import { describe, expect, it } from "vitest";
import { CategoryEntity } from "@pos/core/catalog/category.entity";
import { newProductId, productSequence } from "@pos/core/catalog/products";
import { SupplierEntity } from "@pos/core/catalog/supplier.entity";
import { reserveIds } from "@pos/core/db/counters";
import { migrationMessages } from "@pos/core/company-migration/company-migration.schema";
import { MigrationRun } from "@pos/core/company-migration/migration-run.entity";
import { runMigration } from "@pos/core/company-migration/migration-runner";
import {
  putCategory,
  putMaster,
  putProducts,
  putSupplier,
  putTaxGroup,
  productItem,
} from "../support/catalog";
import { storedItems } from "../support/product-world";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

async function sourceCompany() {
  const { company } = await makeCompany();
  const companyId = company.id;
  const categoryId = await putCategory(companyId, "Flower");
  const supplierId = await putSupplier(companyId, "Grower Co");
  const taxGroupId = await putTaxGroup(companyId, "HST");
  await putProducts([productItem(companyId, { name: "Pre-roll", categoryId, supplierId, taxGroupId })]);
  await putMaster(companyId, { name: "Bulk", categoryId, supplierId, taxGroupId }, [{ name: "Bulk 7 g" }]);
  return { companyId, categoryId, supplierId, taxGroupId };
}

describe("company data migration", () => {
  it("copies categories, suppliers, tax groups and products with children into an empty company", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await sourceCompany();
    const { company } = await makeCompany();
    const companyId = company.id;
    expect(await admin.companyMigration.status({ companyId })).toBeNull();

    const started = await admin.companyMigration.migrate({ companyId, sourceCompanyId: source.companyId });
    expect(started).toMatchObject({ status: "migrating", done: 0, total: 0, endDate: null });
    expect(await runMigration(companyId)).toBe(true);
    const done = await admin.companyMigration.status({ companyId });
    expect(done).toMatchObject({
      status: "done",
      done: 6,
      total: 6,
      sourceCompanyId: source.companyId,
      error: null,
    });

    const items = await storedItems(companyId);
    expect(items.map((item) => item.name).sort()).toEqual(["Bulk", "Bulk 7 g", "Pre-roll"]);
    const master = items.find((item) => item.name === "Bulk");
    const child = items.find((item) => item.name === "Bulk 7 g");
    expect(child?.parentId).toBe(master?.productId);
    expect(master?.childIds).toEqual([child?.productId]);
    expect(
      items.every((item) => item.categoryId === source.categoryId && item.taxGroupId === source.taxGroupId),
    ).toBe(true);
    const categories = await CategoryEntity.query.byCompany({ companyId }).go();
    expect(categories.data.map((category) => category.name)).toEqual(["Flower"]);
  });

  it("refuses a company that has data, and itself as the source, writing nothing", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await sourceCompany();
    const { company } = await makeCompany();
    await putSupplier(company.id, "Already here");
    const refused = await failureOf(
      admin.companyMigration.migrate({ companyId: company.id, sourceCompanyId: source.companyId }),
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST", message: migrationMessages.notEmpty });
    expect(await storedItems(company.id)).toEqual([]);
    expect(await admin.companyMigration.status({ companyId: company.id })).toBeNull();
    const self = await failureOf(
      admin.companyMigration.migrate({ companyId: source.companyId, sourceCompanyId: source.companyId }),
    );
    expect(self.message).toBe(migrationMessages.sameCompany);
  });

  it("copies more than a page in the background, shows its progress and resumes after an interruption", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const source = await sourceCompany();
    const sourceId = source.companyId;
    await putProducts([
      ...Array.from({ length: 57 }, (_, index) => productItem(sourceId, { name: `Item ${index}` })),
      ...Array.from({ length: 4 }, () => productItem(sourceId, { name: "Gone", isDeleted: true })),
    ]);
    for (let index = 0; index < 29; index += 1) await putSupplier(sourceId, `Supplier ${index}`);
    await reserveIds(productSequence(sourceId), 500);
    const { company } = await makeCompany();
    const companyId = company.id;
    await admin.companyMigration.migrate({ companyId, sourceCompanyId: sourceId });

    // Counting reads a page per stage (4), then the tax group and the first 25 suppliers are copied.
    expect(await runMigration(companyId, { pages: 6 })).toBe(true);
    expect(await admin.companyMigration.status({ companyId })).toMatchObject({
      status: "migrating",
      total: 1 + 30 + 1 + 60,
      done: 1 + 25,
    });
    // A worker that took the run and died holds it until its lease ends; then the next one resumes.
    await MigrationRun.patch({ companyId })
      .set({ leaseUntil: new Date(Date.now() + 60_000).toISOString() })
      .go();
    expect(await runMigration(companyId)).toBe(false);
    await MigrationRun.patch({ companyId })
      .set({ leaseUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect(await runMigration(companyId)).toBe(true);

    expect(await admin.companyMigration.status({ companyId })).toMatchObject({
      status: "done",
      done: 92,
      total: 92,
    });
    const items = await storedItems(companyId);
    expect(items).toHaveLength(60);
    expect(items.some((item) => item.name === "Gone")).toBe(false);
    const suppliers = await SupplierEntity.query.byCompany({ companyId }).go({ pages: "all" });
    expect(suppliers.data).toHaveLength(30);
    expect(await runMigration(companyId)).toBe(false);
    // Products keep their ids: the target's next product id is past every id of the source.
    expect(Number(await newProductId(companyId))).toBeGreaterThan(500);
  });
});
