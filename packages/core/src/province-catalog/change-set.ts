import {
  catalogueFields,
  type ChangeSet,
  type CatalogueProductFields,
  type FieldDiff,
} from "./catalogue-product.schema";

export function diffOf(before: CatalogueProductFields, after: CatalogueProductFields): FieldDiff[] {
  return catalogueFields
    .filter((field) => before[field] !== after[field])
    .map((fieldName) => ({ fieldName, oldValue: before[fieldName], newValue: after[fieldName] }));
}

/**
 * What saving the file would change: products whose SKU is new, and products whose fields differ (with each
 * field's old and new value). A product the file repeats unchanged is in neither list.
 */
export function buildChangeSet(
  products: readonly CatalogueProductFields[],
  existing: ReadonlyMap<string, CatalogueProductFields>,
): ChangeSet & { unchanged: number } {
  const changeSet: ChangeSet = { productsToAdd: [], updatedProducts: [] };
  let unchanged = 0;
  for (const product of products) {
    const before = existing.get(product.sku);
    if (!before) {
      changeSet.productsToAdd.push(product);
      continue;
    }
    const diff = diffOf(before, product);
    if (diff.length === 0) unchanged += 1;
    else changeSet.updatedProducts.push({ product, diff });
  }
  return { ...changeSet, unchanged };
}

/** Saving goes in chunks: the products to add first, then the updated ones, `size` at a time. */
export function changeSetChunk(changeSet: ChangeSet, chunk: number, size: number): CatalogueProductFields[] {
  const all = [...changeSet.productsToAdd, ...changeSet.updatedProducts.map((entry) => entry.product)];
  return all.slice(chunk * size, (chunk + 1) * size);
}

export const chunkCount = (changeSet: ChangeSet, size: number): number =>
  Math.ceil((changeSet.productsToAdd.length + changeSet.updatedProducts.length) / size);
