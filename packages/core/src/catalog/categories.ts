import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import {
  applyCategoryChanges,
  buildCategoryTree,
  categoryMessages,
  checkMerge,
  childrenOf,
  findCategory,
  nextSortOrder,
  placeNewCategory,
  reorderedChildren,
  type CategoryNode,
} from "./category-tree";
import { CategoryEntity, type CategoryItem } from "./category.entity";
import {
  ZCategoryRef,
  ZCreateCategoryInput,
  ZListCategoriesInput,
  ZMergeCategoryInput,
  ZReorderCategoriesInput,
  ZUpdateCategoriesInput,
  type Category,
  type CategoryRef,
  type CreateCategoryInput,
  type MergeCategoryInput,
  type ReorderCategoriesInput,
  type UpdateCategoriesInput,
} from "./category.schema";
import { catalogueUsage } from "./listing-index";
import { moveCategoryProducts } from "./category-products";

const categoryService = new Service({ category: CategoryEntity });
/** DynamoDB's limit of actions in one transaction. */
const transactionSize = 100;

/** Every company has this one system category, made the first time its categories are read or written. */
export const feesCategory = { categoryId: "c_fees", name: "Fees", categoryType: "SYSTEM_FEES" } as const;

const toNode = (item: CategoryItem): CategoryNode => ({
  id: item.categoryId,
  name: item.name,
  categoryType: item.categoryType,
  parentCategoryId: item.parentCategoryId ?? null,
  complianceCategoryId: item.complianceCategoryId ?? null,
  sortOrder: item.sortOrder,
});

async function storedNodes(companyId: number): Promise<CategoryNode[]> {
  const items = await CategoryEntity.query.byCompany({ companyId }).go({ pages: "all", consistent: true });
  return items.data.map(toNode);
}

/** The company's categories, with the Fees category created when it is missing (at most once: a conditional create). */
async function companyNodes(companyId: number): Promise<CategoryNode[]> {
  const nodes = await storedNodes(companyId);
  if (nodes.some((node) => node.categoryType === "SYSTEM_FEES")) return nodes;
  const now = nowIso();
  await CategoryEntity.create({
    ...feesCategory,
    companyId,
    sortOrder: nextSortOrder(nodes, null),
    createDate: now,
    updateDate: now,
  })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  return storedNodes(companyId);
}

async function treeOf(companyId: number, nodes: CategoryNode[], filtered = false): Promise<Category[]> {
  const usage = await catalogueUsage(companyId);
  return buildCategoryTree(nodes, usage.categories, filtered);
}

/** A node's changeable fields as stored: a null field is removed from the item. */
function storedFields(node: CategoryNode, updateDate: string) {
  return {
    set: {
      name: node.name,
      sortOrder: node.sortOrder,
      updateDate,
      ...(node.parentCategoryId === null ? {} : { parentCategoryId: node.parentCategoryId }),
      ...(node.complianceCategoryId === null ? {} : { complianceCategoryId: node.complianceCategoryId }),
    },
    remove: (["parentCategoryId", "complianceCategoryId"] as const).filter((field) => node[field] === null),
  };
}

/**
 * Writes the nodes in one transaction (several when more than 100); a category deleted meanwhile cancels its
 * transaction and nothing of it is written.
 */
async function writeNodes(companyId: number, nodes: CategoryNode[]): Promise<void> {
  const updateDate = nowIso();
  for (let start = 0; start < nodes.length; start += transactionSize) {
    const chunk = nodes.slice(start, start + transactionSize);
    const result = await categoryService.transaction
      .write(({ category }) =>
        chunk.map((node) => {
          const { set, remove } = storedFields(node, updateDate);
          return category
            .patch({ companyId, categoryId: node.id })
            .set(set)
            .remove([...remove])
            .commit();
        }),
      )
      .go();
    if (result.canceled) throw new AppError("CONFLICT", categoryMessages.changedMeanwhile);
  }
}

export async function listCategories(input: { companyId: number; filtered?: boolean }): Promise<Category[]> {
  const { companyId, filtered } = ZListCategoriesInput.parse(input);
  return treeOf(companyId, await companyNodes(companyId), filtered);
}

export async function createCategory(input: CreateCategoryInput): Promise<Category> {
  const { companyId, ...fields } = ZCreateCategoryInput.parse(input);
  const nodes = await companyNodes(companyId);
  const node = placeNewCategory(nodes, {
    ...fields,
    id: `c_${randomUUID().replaceAll("-", "").slice(0, 10)}`,
    categoryType: "PRODUCT",
  });
  const now = nowIso();
  await CategoryEntity.create({
    companyId,
    categoryId: node.id,
    name: node.name,
    categoryType: node.categoryType,
    sortOrder: node.sortOrder,
    ...(node.parentCategoryId === null ? {} : { parentCategoryId: node.parentCategoryId }),
    ...(node.complianceCategoryId === null ? {} : { complianceCategoryId: node.complianceCategoryId }),
    createDate: now,
    updateDate: now,
  }).go();
  return { ...node, productCount: 0, childCategories: [] };
}

/** Changes one or many categories (at most 100) in one transaction: all of them change, or none. Returns the tree. */
export async function updateCategories(input: UpdateCategoriesInput): Promise<Category[]> {
  const { companyId, categories } = ZUpdateCategoriesInput.parse(input);
  const nodes = await companyNodes(companyId);
  await writeNodes(companyId, applyCategoryChanges(nodes, categories));
  return treeOf(companyId, await storedNodes(companyId));
}

export async function reorderCategories(input: ReorderCategoriesInput): Promise<Category[]> {
  const { companyId, parentCategoryId, orderedIds } = ZReorderCategoriesInput.parse(input);
  const nodes = await companyNodes(companyId);
  const order = new Map(
    reorderedChildren(nodes, parentCategoryId, orderedIds).map((item) => [item.id, item]),
  );
  const moved = nodes
    .filter((node) => order.has(node.id) && order.get(node.id)?.sortOrder !== node.sortOrder)
    .map((node) => ({ ...node, sortOrder: order.get(node.id)?.sortOrder ?? node.sortOrder }));
  await writeNodes(companyId, moved);
  return treeOf(companyId, await storedNodes(companyId));
}

/** Refused while products or subcategories are in it: the user merges or moves them first. */
export async function deleteCategory(ref: CategoryRef): Promise<void> {
  const { companyId, categoryId } = ZCategoryRef.parse(ref);
  const nodes = await companyNodes(companyId);
  const node = findCategory(nodes, categoryId);
  if (node.categoryType === "SYSTEM_FEES")
    throw new AppError("INVALID_INPUT", categoryMessages.system(node.name));
  const products = (await catalogueUsage(companyId)).categories.get(categoryId) ?? 0;
  const subcategories = childrenOf(nodes, categoryId).length;
  if (products > 0 || subcategories > 0)
    throw new AppError("CONFLICT", categoryMessages.inUse(products, subcategories));
  await CategoryEntity.delete({ companyId, categoryId }).go();
}

/**
 * Moves the source's subcategories (last under the target, in their order) and products to the target, then deletes
 * the source. Each step only touches what still points at the source, so a merge cut short finishes when retried.
 */
export async function mergeCategory(input: MergeCategoryInput): Promise<Category[]> {
  const { companyId, categoryId, targetCategoryId } = ZMergeCategoryInput.parse(input);
  const nodes = await companyNodes(companyId);
  checkMerge(nodes, categoryId, targetCategoryId);
  const base = nextSortOrder(nodes, targetCategoryId);
  const moved = childrenOf(nodes, categoryId).map((node, index) => ({
    ...node,
    parentCategoryId: targetCategoryId,
    sortOrder: base + index,
  }));
  await writeNodes(companyId, moved);
  await moveCategoryProducts(companyId, categoryId, targetCategoryId);
  await CategoryEntity.delete({ companyId, categoryId }).go();
  return treeOf(companyId, await storedNodes(companyId));
}
