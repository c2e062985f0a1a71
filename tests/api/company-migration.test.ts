import { describe, expect, it } from "vitest";
import { CategoryEntity } from "@pos/core/catalog/category.entity";
import { migrationMessages } from "@pos/core/company-migration/company-migration.schema";
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

    const done = await admin.companyMigration.migrate({ companyId, sourceCompanyId: source.companyId });
    expect(done).toMatchObject({
      status: "done",
      done: 6,
      total: 6,
      sourceCompanyId: source.companyId,
      error: null,
    });
    expect(await admin.companyMigration.status({ companyId })).toEqual(done);

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
});
