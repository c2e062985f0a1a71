import { describe, expect, it } from "vitest";
import { moveCategoryProducts } from "@pos/core/catalog/category-products";
import { seedTree, shape, treeOf } from "../support/category-world";
import { badInput, companyWithManager, conflict } from "../support/staff";
import { productCategory, putProduct } from "../support/taxonomy-world";
import { failureOf } from "../support/world";

describe("category delete and merge", () => {
  it("delete is refused while products or subcategories are in it, with a message saying what to do", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower, edibles, sativa } = await seedTree(caller, companyId);
    await putProduct(companyId, { categoryId: edibles.id });
    await putProduct(companyId, { categoryId: edibles.id, isDeleted: true });
    expect(await failureOf(caller.catalog.categories.delete({ companyId, categoryId: edibles.id }))).toEqual(
      conflict(
        "This category has 1 product. Merge it into another category, or move them to another category, before deleting it.",
      ),
    );
    expect(await failureOf(caller.catalog.categories.delete({ companyId, categoryId: flower.id }))).toEqual(
      conflict(
        "This category has 2 subcategories. Merge it into another category, or move them to another category, before deleting it.",
      ),
    );
    await expect(caller.catalog.categories.delete({ companyId, categoryId: sativa.id })).resolves.toEqual({
      ok: true,
    });
    expect(await treeOf(caller, companyId)).toEqual(["Fees", "Flower[Indica[Hash]]", "Edibles(1)"]);
    expect(
      await failureOf(caller.catalog.categories.delete({ companyId, categoryId: sativa.id })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("merge moves products (deleted and children too) and subcategories to the target, then deletes the source", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower, edibles, indica, sativa } = await seedTree(caller, companyId);
    const products = await Promise.all([
      putProduct(companyId, { categoryId: flower.id }),
      putProduct(companyId, { categoryId: flower.id, isDeleted: true }),
      putProduct(companyId, { categoryId: flower.id, parentId: "p_master" }),
      putProduct(companyId, { categoryId: sativa.id }),
    ]);
    const before = await productCategory(companyId, products[0].productId);
    // The listing index is loaded now, so the counts after the merge come from the moved products' new updateDate.
    expect(await treeOf(caller, companyId)).toEqual(["Fees", "Flower(1)[Indica[Hash],Sativa(1)]", "Edibles"]);
    const merged = await caller.catalog.categories.merge({
      companyId,
      categoryId: flower.id,
      targetCategoryId: edibles.id,
    });
    expect(shape(merged, false)).toEqual(["Fees", "Edibles[Indica[Hash],Sativa]"]);
    // Counts come from the listing index, which reads product changes through an eventually consistent index.
    await expect
      .poll(() => treeOf(caller, companyId))
      .toEqual(["Fees", "Edibles(1)[Indica[Hash],Sativa(1)]"]);
    for (const product of products.slice(0, 3)) {
      const moved = await productCategory(companyId, product.productId);
      expect(moved.categoryId).toBe(edibles.id);
      expect(moved.updateDate! >= before.updateDate!).toBe(true);
    }
    expect((await productCategory(companyId, products[3].productId)).categoryId).toBe(sativa.id);
    expect(merged[1].childCategories.map((node) => node.parentCategoryId)).toEqual([edibles.id, edibles.id]);

    expect(
      await failureOf(
        caller.catalog.categories.merge({ companyId, categoryId: indica.id, targetCategoryId: indica.id }),
      ),
    ).toEqual(badInput("Choose another category to merge into"));
    const { hash } = { hash: merged[1].childCategories[0].childCategories[0] };
    expect(
      await failureOf(
        caller.catalog.categories.merge({ companyId, categoryId: edibles.id, targetCategoryId: hash.id }),
      ),
    ).toEqual(badInput("A category cannot be merged into one of its own subcategories"));
    expect(
      await failureOf(
        caller.catalog.categories.merge({ companyId, categoryId: indica.id, targetCategoryId: "c_ghost" }),
      ),
    ).toEqual(badInput("The category to merge into does not exist"));
    const fees = merged[0];
    expect(
      await failureOf(
        caller.catalog.categories.merge({ companyId, categoryId: sativa.id, targetCategoryId: fees.id }),
      ),
    ).toEqual(badInput('Categories cannot be placed under the system category "Fees"'));
    expect(await treeOf(caller, companyId)).toEqual(["Fees", "Edibles(1)[Indica[Hash],Sativa(1)]"]);
  });

  it("a merge refuses same-named subcategories at the target, and a retried merge finishes the job", async () => {
    const { caller, companyId } = await companyWithManager();
    const { flower, edibles } = await seedTree(caller, companyId);
    const edibleIndica = await caller.catalog.categories.create({
      companyId,
      name: "INDICA",
      parentCategoryId: edibles.id,
      complianceCategoryId: null,
    });
    expect(
      await failureOf(
        caller.catalog.categories.merge({ companyId, categoryId: flower.id, targetCategoryId: edibles.id }),
      ),
    ).toEqual(
      badInput(
        '"Edibles" already has a subcategory named "Indica". Rename that subcategory or merge it first.',
      ),
    );
    await caller.catalog.categories.update({
      companyId,
      categories: [{ id: edibleIndica.id, name: "Gummies" }],
    });
    const first = await putProduct(companyId, { categoryId: flower.id });
    // A merge cut short after moving the products it had found; a product was added to the source since.
    await moveCategoryProducts(companyId, flower.id, edibles.id);
    const second = await putProduct(companyId, { categoryId: flower.id });
    await caller.catalog.categories.merge({ companyId, categoryId: flower.id, targetCategoryId: edibles.id });
    for (const product of [first, second])
      expect((await productCategory(companyId, product.productId)).categoryId).toBe(edibles.id);
    await expect
      .poll(() => treeOf(caller, companyId))
      .toEqual(["Fees", "Edibles(2)[Gummies,Indica[Hash],Sativa]"]);
  });
});
