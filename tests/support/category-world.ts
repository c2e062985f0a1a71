import type { Category } from "@pos/core/catalog/category.schema";
import type { companyWithManager } from "./staff";

export type Caller = Awaited<ReturnType<typeof companyWithManager>>["caller"];

/** "name(count)[children]" per level, so a whole tree reads in one line. */
export const shape = (tree: Category[], counts = true): string[] =>
  tree.map(
    (node) =>
      `${node.name}${counts && node.productCount ? `(${node.productCount})` : ""}${
        node.childCategories.length ? `[${shape(node.childCategories, counts).join(",")}]` : ""
      }`,
  );

export async function treeOf(caller: Caller, companyId: number, filtered = false) {
  return shape(await caller.catalog.categories.list({ companyId, filtered }));
}

export async function seedTree(caller: Caller, companyId: number) {
  const create = (name: string, parentCategoryId: string | null = null) =>
    caller.catalog.categories.create({ companyId, name, parentCategoryId, complianceCategoryId: null });
  const flower = await create("Flower");
  const edibles = await create("Edibles");
  const indica = await create("Indica", flower.id);
  const sativa = await create("Sativa", flower.id);
  const hash = await create("Hash", indica.id);
  return { flower, edibles, indica, sativa, hash };
}
