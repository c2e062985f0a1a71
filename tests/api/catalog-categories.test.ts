import { describe, expect, it } from "vitest";
import { seedTree, shape, treeOf, type Caller } from "../support/category-world";
import { badInput, companyWithManager, makeStaff, missingPermission } from "../support/staff";
import { failureOf, makeCompany } from "../support/world";

describe("categories", () => {
  it("a new company gets its system Fees category, hidden from filtered lists", async () => {
    const { caller, companyId } = await companyWithManager();
    const all = await caller.catalog.categories.list({ companyId });
    expect(all).toEqual([
      {
        id: expect.any(String),
        name: "Fees",
        categoryType: "SYSTEM_FEES",
        parentCategoryId: null,
        complianceCategoryId: null,
        sortOrder: 0,
        productCount: 0,
        childCategories: [],
      },
    ]);
    expect(await caller.catalog.categories.list({ companyId })).toHaveLength(1);
    expect(await caller.catalog.categories.list({ companyId, filtered: true })).toEqual([]);
    const fees = all[0];
    expect(
      await failureOf(
        caller.catalog.categories.update({ companyId, categories: [{ id: fees.id, name: "Charges" }] }),
      ),
    ).toEqual(badInput('"Fees" is a system category and cannot be changed, deleted or merged'));
    expect(await failureOf(caller.catalog.categories.delete({ companyId, categoryId: fees.id }))).toEqual(
      badInput('"Fees" is a system category and cannot be changed, deleted or merged'),
    );
    expect(
      await failureOf(
        caller.catalog.categories.create({
          companyId,
          name: "Bag fee",
          parentCategoryId: fees.id,
          complianceCategoryId: null,
        }),
      ),
    ).toEqual(badInput('Categories cannot be placed under the system category "Fees"'));
  });

  it("are created as a tree with compliance categories, in creation order, with trimmed names", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower } = await seedTree(caller, companyId);
    const pre = await caller.catalog.categories.create({
      companyId,
      name: "  Pre-rolls ",
      parentCategoryId: flower.id,
      complianceCategoryId: "pre-rolls",
    });
    expect(pre).toMatchObject({
      name: "Pre-rolls",
      parentCategoryId: flower.id,
      complianceCategoryId: "pre-rolls",
      sortOrder: 2,
    });
    expect(await treeOf(caller, companyId)).toEqual([
      "Fees",
      "Flower[Indica[Hash],Sativa,Pre-rolls]",
      "Edibles",
    ]);
    expect(await treeOf(caller, companyId, true)).toEqual([
      "Flower[Indica[Hash],Sativa,Pre-rolls]",
      "Edibles",
    ]);
  });

  it("refuse bad names, duplicates at the same level and unknown parents, writing nothing", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower } = await seedTree(caller, companyId);
    const create = (name: string, parentCategoryId: string | null) =>
      failureOf(
        caller.catalog.categories.create({ companyId, name, parentCategoryId, complianceCategoryId: null }),
      );
    expect(await create("  ", null)).toEqual(badInput("Name is required"));
    expect(await create("x".repeat(81), null)).toEqual(badInput("Name is at most 80 characters"));
    expect(await create("sativa", flower.id)).toEqual(
      badInput('A category named "sativa" already exists at this level'),
    );
    expect(await create("Ghost child", "c_nope")).toEqual(badInput("The parent category does not exist"));
    expect(
      (
        await failureOf(
          caller.catalog.categories.create({
            companyId,
            name: "Vapes",
            parentCategoryId: null,
            complianceCategoryId: "vapes" as "dried",
          }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
    expect(await treeOf(caller, companyId)).toEqual(["Fees", "Flower[Indica[Hash],Sativa]", "Edibles"]);
  });

  it("update one or many in one call; a move under itself or a descendant is refused and nothing changes", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower, edibles, indica, sativa, hash } = await seedTree(caller, companyId);
    const update = (categories: Parameters<Caller["catalog"]["categories"]["update"]>[0]["categories"]) =>
      caller.catalog.categories.update({ companyId, categories });

    expect(
      shape(
        await update([{ id: edibles.id, name: "Edibles & drinks", complianceCategoryId: "edibles-solids" }]),
      ),
    ).toEqual(["Fees", "Flower[Indica[Hash],Sativa]", "Edibles & drinks"]);
    expect(await failureOf(update([{ id: flower.id, parentCategoryId: hash.id }]))).toEqual(
      badInput("A category cannot move under itself or one of its subcategories"),
    );
    expect(await failureOf(update([{ id: flower.id, parentCategoryId: flower.id }]))).toEqual(
      badInput("A category cannot move under itself or one of its subcategories"),
    );
    // The second change is fine alone; the first fails, so neither is written.
    expect(
      await failureOf(
        update([
          { id: sativa.id, name: "Indica" },
          { id: hash.id, parentCategoryId: edibles.id },
        ]),
      ),
    ).toEqual(badInput('A category named "Indica" already exists at this level'));
    expect(await failureOf(update([{ id: "c_ghost", name: "x" }]))).toMatchObject({
      code: "NOT_FOUND",
      message: "Category not found",
    });
    expect(await treeOf(caller, companyId)).toEqual([
      "Fees",
      "Flower[Indica[Hash],Sativa]",
      "Edibles & drinks",
    ]);

    const after = await update([
      { id: indica.id, name: "Sativa" },
      { id: sativa.id, name: "Indica" },
      { id: hash.id, parentCategoryId: null, complianceCategoryId: "extracts-inhaled" },
      { id: edibles.id, complianceCategoryId: null },
    ]);
    expect(shape(after)).toEqual(["Fees", "Flower[Sativa,Indica]", "Edibles & drinks", "Hash"]);
    expect(after.find((node) => node.id === hash.id)).toMatchObject({
      parentCategoryId: null,
      complianceCategoryId: "extracts-inhaled",
    });
    expect(after.find((node) => node.id === edibles.id)?.complianceCategoryId).toBeNull();
  });

  it("reorder the children of one parent; the ids must be exactly those children", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower, edibles, indica, sativa, hash } = await seedTree(caller, companyId);
    const pre = await caller.catalog.categories.create({
      companyId,
      name: "Pre-rolls",
      parentCategoryId: flower.id,
      complianceCategoryId: null,
    });
    const reorder = (parentCategoryId: string | null, orderedIds: string[]) =>
      caller.catalog.categories.reorder({ companyId, parentCategoryId, orderedIds });

    expect(shape(await reorder(flower.id, [pre.id, indica.id, sativa.id]))).toEqual([
      "Fees",
      "Flower[Pre-rolls,Indica[Hash],Sativa]",
      "Edibles",
    ]);
    const fees = (await caller.catalog.categories.list({ companyId }))[0];
    expect(shape(await reorder(null, [edibles.id, flower.id, fees.id]))).toEqual([
      "Edibles",
      "Flower[Pre-rolls,Indica[Hash],Sativa]",
      "Fees",
    ]);
    const mismatch = badInput(
      "The new order must list exactly the categories at this level. Reload the page and try again.",
    );
    expect(await failureOf(reorder(flower.id, [indica.id, sativa.id]))).toEqual(mismatch);
    expect(await failureOf(reorder(flower.id, [indica.id, sativa.id, pre.id, hash.id]))).toEqual(mismatch);
    expect(await failureOf(reorder(flower.id, [indica.id, indica.id, sativa.id]))).toEqual(mismatch);
    expect(await treeOf(caller, companyId)).toEqual([
      "Edibles",
      "Flower[Pre-rolls,Indica[Hash],Sativa]",
      "Fees",
    ]);
  });

  it("another company's categories are out of reach, and staff without CAN_MANAGE_PRODUCTS are refused", async () => {
    const { caller, companyId, location } = await companyWithManager();
    const other = await makeCompany();
    const otherCaller = (await companyWithManager()).caller;
    const { flower } = await seedTree(caller, companyId);
    expect((await failureOf(otherCaller.catalog.categories.list({ companyId }))).code).toBe("FORBIDDEN");
    const mine = await caller.catalog.categories.create({
      companyId,
      name: "Mine",
      parentCategoryId: null,
      complianceCategoryId: null,
    });
    expect(
      await failureOf(
        caller.catalog.categories.update({
          companyId: other.company.id,
          categories: [{ id: mine.id, name: "x" }],
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    const cashier = await makeStaff(companyId, ["CAN_MANAGE_SHIFTS"]);
    expect(await failureOf(cashier.caller.catalog.categories.list({ companyId }))).toEqual(
      missingPermission("CAN_MANAGE_PRODUCTS"),
    );
    expect(
      await failureOf(
        cashier.caller.catalog.categories.merge({
          companyId,
          categoryId: mine.id,
          targetCategoryId: flower.id,
        }),
      ),
    ).toEqual(missingPermission("CAN_MANAGE_PRODUCTS"));
    const atLocation = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"], location.id);
    expect((await failureOf(atLocation.caller.catalog.categories.list({ companyId }))).code).toBe(
      "FORBIDDEN",
    );
    const manager = await makeStaff(companyId, ["CAN_MANAGE_PRODUCTS"]);
    expect(await treeOf(manager.caller, companyId, true)).toEqual([
      "Flower[Indica[Hash],Sativa]",
      "Edibles",
      "Mine",
    ]);
  });

  it("compliance categories are the fixed Health Canada list with colours", async () => {
    const { caller, companyId } = await companyWithManager();
    const { items } = await caller.catalog.complianceCategories.list({ companyId });
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual({ id: "dried", name: "Dried cannabis", color: "#3f7d20" });
    for (const item of items) expect(item.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});
