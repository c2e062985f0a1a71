import type { Category } from "@pos/core/catalog/category.schema";

export type TreeOption = { id: string; name: string; depth: number; isSystem: boolean };

export function flattenTree(tree: readonly Category[], depth = 0): TreeOption[] {
  return tree.flatMap((node) => [
    { id: node.id, name: node.name, depth, isSystem: node.categoryType === "SYSTEM_FEES" },
    ...flattenTree(node.childCategories, depth + 1),
  ]);
}

export function findNode(tree: readonly Category[], id: string): Category | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.childCategories, id);
    if (found) return found;
  }
  return undefined;
}

export function subtreeIds(node: Category): Set<string> {
  return new Set([node.id, ...node.childCategories.flatMap((child) => [...subtreeIds(child)])]);
}

/** Where a category may go (as a parent, or as a merge target): not into itself, its subtree or a system category. */
export function placesOutside(tree: readonly Category[], movingId: string | null): TreeOption[] {
  const moving = movingId === null ? undefined : findNode(tree, movingId);
  const excluded = moving ? subtreeIds(moving) : new Set<string>();
  return flattenTree(tree).filter((option) => !option.isSystem && !excluded.has(option.id));
}

/** The ids in order with `id` moved by `delta` places, or null at an edge. */
export function moveBy(ids: readonly string[], id: string, delta: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The tree with the children of `parentId` (null: the top level) put in the given order. */
export function reorderTree(
  tree: Category[],
  parentId: string | null,
  orderedIds: readonly string[],
): Category[] {
  if (parentId === null) return sortLevel(tree, orderedIds);
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, childCategories: sortLevel(node.childCategories, orderedIds) }
      : { ...node, childCategories: reorderTree(node.childCategories, parentId, orderedIds) },
  );
}

function sortLevel(level: Category[], orderedIds: readonly string[]): Category[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  return [...level]
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .map((node, sortOrder) => ({ ...node, sortOrder }));
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The categories whose name contains the query (case and accents ignored), with their ancestors. */
export function filterTree(tree: readonly Category[], query: string): Category[] {
  const wanted = folded(query.trim());
  if (!wanted) return [...tree];
  return tree.flatMap((node) => {
    const childCategories = filterTree(node.childCategories, query);
    return folded(node.name).includes(wanted) || childCategories.length > 0
      ? [{ ...node, childCategories }]
      : [];
  });
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
