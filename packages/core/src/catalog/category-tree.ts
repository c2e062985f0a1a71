import { AppError } from "../common/errors";
import type { Category, CategoryType, ComplianceCategoryId } from "./category.schema";

/** A category as stored, without its children or counts. */
export interface CategoryNode {
  id: string;
  name: string;
  categoryType: CategoryType;
  parentCategoryId: string | null;
  complianceCategoryId: ComplianceCategoryId | null;
  sortOrder: number;
}

export interface CategoryChange {
  id: string;
  name?: string;
  parentCategoryId?: string | null;
  complianceCategoryId?: ComplianceCategoryId | null;
}

export const categoryMessages = {
  notFound: "Category not found",
  parentMissing: "The parent category does not exist",
  system: (name: string) => `"${name}" is a system category and cannot be changed, deleted or merged`,
  systemParent: (name: string) => `Categories cannot be placed under the system category "${name}"`,
  cycle: "A category cannot move under itself or one of its subcategories",
  nameTaken: (name: string) => `A category named "${name}" already exists at this level`,
  repeated: "Each category can appear only once in one save",
  reorderMismatch:
    "The new order must list exactly the categories at this level. Reload the page and try again.",
  inUse: (products: number, subcategories: number) =>
    `This category has ${[
      products > 0 ? plural(products, "product") : "",
      subcategories > 0 ? plural(subcategories, "subcategory", "subcategories") : "",
    ]
      .filter(Boolean)
      .join(" and ")}. Merge it into another category, or move them to another category, before deleting it.`,
  changedMeanwhile: "These categories were changed by someone else meanwhile. Reload the page and try again.",
  mergeSelf: "Choose another category to merge into",
  mergeDescendant: "A category cannot be merged into one of its own subcategories",
  mergeTargetMissing: "The category to merge into does not exist",
  mergeNameClash: (target: string, name: string) =>
    `"${target}" already has a subcategory named "${name}". Rename that subcategory or merge it first.`,
} as const;

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const invalid = (message: string) => new AppError("INVALID_INPUT", message);
const byOrder = (a: CategoryNode, b: CategoryNode) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/** The tree, each level by sortOrder; `filtered` leaves out SYSTEM_FEES. A node whose parent is gone shows at the top. */
export function buildCategoryTree(
  nodes: CategoryNode[],
  productCounts: ReadonlyMap<string, number>,
  filtered: boolean,
): Category[] {
  const shown = nodes.filter((node) => !filtered || node.categoryType !== "SYSTEM_FEES");
  const ids = new Set(shown.map((node) => node.id));
  const childrenOf = (parentId: string | null): Category[] =>
    shown
      .filter((node) =>
        parentId === null
          ? node.parentCategoryId === null || !ids.has(node.parentCategoryId)
          : node.parentCategoryId === parentId,
      )
      .sort(byOrder)
      .map((node) => ({
        ...node,
        productCount: productCounts.get(node.id) ?? 0,
        childCategories: childrenOf(node.id),
      }));
  return childrenOf(null);
}

export function childrenOf(nodes: CategoryNode[], parentId: string | null): CategoryNode[] {
  return nodes.filter((node) => node.parentCategoryId === parentId).sort(byOrder);
}

/** The ids of every category below `id` (not `id` itself). */
export function descendantIds(nodes: CategoryNode[], id: string): Set<string> {
  const found = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const child of nodes.filter((node) => node.parentCategoryId === current && !found.has(node.id))) {
      found.add(child.id);
      pending.push(child.id);
    }
  }
  return found;
}

export function findCategory(nodes: CategoryNode[], id: string): CategoryNode {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) throw new AppError("NOT_FOUND", categoryMessages.notFound);
  return node;
}

function assertParentUsable(nodes: CategoryNode[], parentId: string | null): void {
  if (parentId === null) return;
  const parent = nodes.find((node) => node.id === parentId);
  if (!parent) throw invalid(categoryMessages.parentMissing);
  if (parent.categoryType === "SYSTEM_FEES") throw invalid(categoryMessages.systemParent(parent.name));
}

function assertNameFree(nodes: CategoryNode[], node: CategoryNode): void {
  const clash = nodes.some(
    (other) =>
      other.id !== node.id &&
      other.parentCategoryId === node.parentCategoryId &&
      other.name.toLowerCase() === node.name.toLowerCase(),
  );
  if (clash) throw invalid(categoryMessages.nameTaken(node.name));
}

export function nextSortOrder(nodes: CategoryNode[], parentId: string | null): number {
  return Math.max(-1, ...childrenOf(nodes, parentId).map((node) => node.sortOrder)) + 1;
}

/** Checks a new category against the tree and gives it the last place among its siblings. */
export function placeNewCategory(nodes: CategoryNode[], node: Omit<CategoryNode, "sortOrder">): CategoryNode {
  assertParentUsable(nodes, node.parentCategoryId);
  const placed = { ...node, sortOrder: nextSortOrder(nodes, node.parentCategoryId) };
  assertNameFree(nodes, placed);
  return placed;
}

/**
 * Applies several changes at once and returns the changed categories as they will be stored. The whole result is
 * checked, so two categories may swap names or parents in one save. A category moved to another parent goes last there.
 */
export function applyCategoryChanges(nodes: CategoryNode[], changes: CategoryChange[]): CategoryNode[] {
  if (new Set(changes.map((change) => change.id)).size !== changes.length)
    throw invalid(categoryMessages.repeated);
  const next = new Map(nodes.map((node) => [node.id, { ...node }]));
  const moved: CategoryNode[] = [];
  for (const change of changes) {
    const node = next.get(change.id);
    if (!node) throw new AppError("NOT_FOUND", categoryMessages.notFound);
    if (node.categoryType === "SYSTEM_FEES") throw invalid(categoryMessages.system(node.name));
    if (change.name !== undefined) node.name = change.name;
    if (change.complianceCategoryId !== undefined) node.complianceCategoryId = change.complianceCategoryId;
    if (change.parentCategoryId !== undefined && change.parentCategoryId !== node.parentCategoryId) {
      node.parentCategoryId = change.parentCategoryId;
      moved.push(node);
    }
  }
  const result = [...next.values()];
  for (const node of moved) {
    assertParentUsable(result, node.parentCategoryId);
    if (node.parentCategoryId === node.id || descendantIds(result, node.id).has(node.id))
      throw invalid(categoryMessages.cycle);
    node.sortOrder = nextSortOrder(
      result.filter((other) => !moved.includes(other)),
      node.parentCategoryId,
    );
    node.sortOrder += moved.filter((other) => other.parentCategoryId === node.parentCategoryId).indexOf(node);
  }
  const changed = changes.map((change) => next.get(change.id) as CategoryNode);
  for (const node of changed) assertNameFree(result, node);
  return changed;
}

/** `orderedIds` must be exactly the children of `parentId`, each once; returns each id's new sortOrder. */
export function reorderedChildren(
  nodes: CategoryNode[],
  parentId: string | null,
  orderedIds: string[],
): { id: string; sortOrder: number }[] {
  if (parentId !== null) findCategory(nodes, parentId);
  const current = new Set(childrenOf(nodes, parentId).map((node) => node.id));
  const asked = new Set(orderedIds);
  const same =
    asked.size === orderedIds.length &&
    asked.size === current.size &&
    orderedIds.every((id) => current.has(id));
  if (!same) throw invalid(categoryMessages.reorderMismatch);
  return orderedIds.map((id, sortOrder) => ({ id, sortOrder }));
}

/** Checks a merge of `sourceId` into `targetId`; returns both. */
export function checkMerge(
  nodes: CategoryNode[],
  sourceId: string,
  targetId: string,
): { source: CategoryNode; target: CategoryNode } {
  const source = findCategory(nodes, sourceId);
  if (source.categoryType === "SYSTEM_FEES") throw invalid(categoryMessages.system(source.name));
  if (sourceId === targetId) throw invalid(categoryMessages.mergeSelf);
  const target = nodes.find((node) => node.id === targetId);
  if (!target) throw invalid(categoryMessages.mergeTargetMissing);
  if (target.categoryType === "SYSTEM_FEES") throw invalid(categoryMessages.systemParent(target.name));
  if (descendantIds(nodes, sourceId).has(targetId)) throw invalid(categoryMessages.mergeDescendant);
  const targetNames = new Set(childrenOf(nodes, targetId).map((node) => node.name.toLowerCase()));
  const clash = childrenOf(nodes, sourceId).find((node) => targetNames.has(node.name.toLowerCase()));
  if (clash) throw invalid(categoryMessages.mergeNameClash(target.name, clash.name));
  return { source, target };
}
