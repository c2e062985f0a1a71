import { newChildProduct, newProductDraft } from "../catalog/product-draft";
import type {
  ChildProduct,
  LocationOverride,
  MetaDataEntry,
  Product,
  ProductDraft,
} from "../catalog/product.schema";
import type { ProductRow } from "./product-row";

/** What a row names that the import resolved to the company's ids (and images copied into storage). */
export interface ResolvedRefs {
  categoryId: string | null;
  supplierId: string | null;
  vendorIds: string[];
  taxGroupId: string | null;
  images: string[];
  locationOverrides: LocationOverride[];
}

const mergeBy = <T>(base: T[], next: T[], keyOf: (entry: T) => string): T[] => {
  const keys = new Set(next.map(keyOf));
  return [...base.filter((entry) => !keys.has(keyOf(entry))), ...next];
};

/** The row's columns over the product: a column the file does not have leaves the field as it was. */
export function applyRow<T extends ChildProduct>(
  base: T,
  row: ProductRow,
  refs: ResolvedRefs,
  lotTracking: boolean,
): T {
  const has = (field: Parameters<ProductRow["present"]["has"]>[0]) => row.present.has(field);
  const next: T = { ...base };
  if (has("name") && row.name) next.name = row.name;
  if (has("sku") && row.sku) next.sku = row.sku;
  if (has("barcode")) next.barcode = row.barcode;
  if (has("gtin")) next.gtin = row.gtin;
  if (has("price") && row.price !== null) next.price = row.price;
  if (has("purchasePrice")) next.purchasePrice = row.purchasePrice;
  if (has("depositFee")) next.depositFee = row.depositFee;
  if (has("description")) next.description = row.description;
  if (has("shortDescription")) next.shortDescription = row.shortDescription;
  if (has("category")) next.categoryId = refs.categoryId;
  if (has("supplierName")) next.supplierId = refs.supplierId;
  if (has("taxGroupId")) next.taxGroupId = refs.taxGroupId;
  if (has("cannabisWeight")) next.cannabisWeight = row.cannabisWeight;
  if (has("cannabisVolume")) next.cannabisVolume = row.cannabisVolume;
  if (has("weight")) next.weight = row.weight;
  // admin.md 5: Track Lots is ignored when the company's lot tracking is off; lot tracking once on stays on.
  if (has("isBatchTracked") && lotTracking) next.isBatchTracked = row.isBatchTracked || base.isBatchTracked;
  if (row.strainType !== null) next.strainType = row.strainType;
  if (has("tags")) next.tags = row.tags;
  if (has("isDeleted")) {
    next.isDeleted = row.isDeleted;
    next.isActive = !row.isDeleted;
  }
  if (has("vendorNames")) next.vendorIds = refs.vendorIds;
  if (has("images") && refs.images.length > 0) {
    next.images = refs.images;
    next.imageUrl = refs.images[0] ?? null;
  }
  if (has("metaData"))
    next.metaData = mergeBy<MetaDataEntry>(base.metaData, row.metaData, (entry) => entry.key);
  if (has("locationOverrides"))
    next.locationOverrides = mergeBy(
      base.locationOverrides,
      refs.locationOverrides,
      (entry) => entry.locationId,
    );
  return next;
}

/** The saved product as the editable model (the base an import row is applied over). */
export function draftOf(product: Product): ProductDraft {
  const { createDate: _created, updateDate: _updated, parentId: _parent, ...fields } = product;
  return {
    ...fields,
    childProducts: product.childProducts.map(
      ({ createDate: _c, updateDate: _u, parentId: _p, ...child }): ChildProduct => child,
    ),
  };
}

/**
 * A product from a family of rows: the head alone, or a master (prepack: the variants track inventory) whose
 * variants share its supplier and vendors (admin.md 5). `saved` is the product the head's SKU already is.
 */
export function familyDraft(
  head: { row: ProductRow; refs: ResolvedRefs },
  variants: { row: ProductRow; refs: ResolvedRefs }[],
  saved: ProductDraft | null,
  lotTracking: boolean,
): ProductDraft {
  const master = applyRow(saved ?? newProductDraft(), head.row, head.refs, lotTracking);
  if (variants.length === 0) return master;
  const family: ProductDraft = {
    ...master,
    isMasterProduct: true,
    trackInventory: saved?.isMasterProduct ? master.trackInventory : false,
  };
  const children = [...family.childProducts];
  for (const variant of variants) {
    const index = children.findIndex((child) => child.sku?.toLowerCase() === variant.row.sku.toLowerCase());
    const base =
      index >= 0
        ? (children[index] as ChildProduct)
        : { ...newChildProduct(family), trackInventory: !family.trackInventory };
    const child = {
      ...applyRow(base, variant.row, variant.refs, lotTracking),
      supplierId: family.supplierId,
      vendorIds: family.vendorIds,
    };
    if (index >= 0) children[index] = child;
    else children.push(child);
  }
  return { ...family, childProducts: children };
}
