import { AppError } from "../common/errors";
import { inheritFromMaster, masterIsActive, newChildProduct, withUnit } from "./product-draft";
import { productMessages } from "./product-problems";
import {
  catalogLimits,
  type ChildProduct,
  type InventoryMode,
  type ProductDraft,
  type ProductUnit,
} from "./product.schema";

/** dashboard.md 4 "Product inventory mode (master products)": pure transitions of the editable model. */

export { generateBarcode } from "./barcode";
export {
  childImage,
  inheritFromMaster,
  masterIsActive,
  newChildProduct,
  newProductDraft,
  setChildImage,
} from "./product-draft";
export { normalizeProduct } from "./product-normalize";
export { hasBatchTrackingMismatch, productProblems } from "./product-problems";

const mapChildren = (product: ProductDraft, change: (child: ChildProduct) => ChildProduct): ProductDraft => ({
  ...product,
  childProducts: product.childProducts.map(change),
});

/** Bulk: the master tracks, its children do not. Prepack: the children track, the master does not. */
export function inventoryMode(product: ProductDraft): InventoryMode {
  if (product.isMasterProduct) return product.trackInventory ? "bulk" : "prepack";
  return product.trackInventory ? "tracked" : "untracked";
}

/**
 * Turning master on: the price becomes zero, the barcode (and GTIN) are cleared, one child is created, prepack.
 * Turning it off: the children are removed and inventory is tracked.
 */
export function setMasterProduct(product: ProductDraft, on: boolean): ProductDraft {
  if (on === product.isMasterProduct) return product;
  if (!on)
    return {
      ...product,
      isMasterProduct: false,
      isCumulative: false,
      childProducts: [],
      trackInventory: true,
    };
  const master: ProductDraft = { ...product, isMasterProduct: true, price: 0, barcode: null, gtin: null };
  return setInventoryMode({ ...master, childProducts: [newChildProduct(master)] }, "prepack");
}

export function setInventoryMode(product: ProductDraft, mode: InventoryMode): ProductDraft {
  switch (mode) {
    case "bulk": {
      const master = setMasterProduct(product, true);
      return mapChildren({ ...master, trackInventory: true, isCumulative: false }, (child) => ({
        ...child,
        trackInventory: false,
      }));
    }
    case "prepack": {
      const master = withUnit({ ...setMasterProduct(product, true), trackInventory: false }, "unit");
      return mapChildren(inheritFromMaster(master), (child) => ({ ...child, trackInventory: true }));
    }
    case "tracked":
      return { ...setMasterProduct(product, false), trackInventory: true };
    case "untracked":
      return { ...setMasterProduct(product, false), trackInventory: false };
  }
}

/** Tracking a product's inventory untracks its children (they sell from its stock). */
export function setTrackInventory(product: ProductDraft, on: boolean): ProductDraft {
  const changed = { ...product, trackInventory: on };
  return on ? mapChildren(changed, (child) => ({ ...child, trackInventory: false })) : changed;
}

/** Active or inactive, the children with it. */
export function setActive(product: ProductDraft, active: boolean): ProductDraft {
  return mapChildren({ ...product, isActive: active }, (child) => ({ ...child, isActive: active }));
}

const withDerivedActive = (product: ProductDraft): ProductDraft => ({
  ...product,
  isActive: masterIsActive(product),
});

export function setChildActive(product: ProductDraft, index: number, active: boolean): ProductDraft {
  return withDerivedActive({
    ...product,
    childProducts: product.childProducts.map((child, at) =>
      at === index ? { ...child, isActive: active } : child,
    ),
  });
}

export function addChild(product: ProductDraft): ProductDraft {
  if (product.childProducts.length >= catalogLimits.children)
    throw new AppError("INVALID_INPUT", productMessages.tooManyChildren);
  return withDerivedActive({
    ...product,
    childProducts: [...product.childProducts, newChildProduct(product)],
  });
}

export function removeChild(product: ProductDraft, index: number): ProductDraft {
  return withDerivedActive({
    ...product,
    childProducts: product.childProducts.filter((_, at) => at !== index),
  });
}

/** Delete (soft): deleted and inactive, the children too. */
export function markDeleted(product: ProductDraft): ProductDraft {
  return mapChildren({ ...product, isDeleted: true, isActive: false }, (child) => ({
    ...child,
    isDeleted: true,
    isActive: false,
  }));
}

/** Undelete: not deleted and active again, the children too. */
export function undeleteProduct(product: ProductDraft): ProductDraft {
  return mapChildren({ ...product, isDeleted: false, isActive: true }, (child) => ({
    ...child,
    isDeleted: false,
    isActive: true,
  }));
}

/**
 * A new pricing group on a saved product means its prices must be refreshed from the group. Clearing the group
 * clears the children's groups too.
 */
export function setPricingGroup(
  product: ProductDraft,
  pricingGroupId: string | null,
  saved: boolean,
): { product: ProductDraft; needsPricingRefresh: boolean } {
  const changed = { ...product, pricingGroupId };
  return {
    product:
      pricingGroupId === null
        ? mapChildren(changed, (child) => ({ ...child, pricingGroupId: null }))
        : changed,
    needsPricingRefresh: saved && pricingGroupId !== product.pricingGroupId,
  };
}

/** A unit of "unit" forces an inventory subtract amount of 1; a master passes its unit to its children. */
export function setUnit(product: ProductDraft, unit: ProductUnit): ProductDraft {
  return inheritFromMaster(withUnit(product, unit));
}

/** Lot tracking, once saved on, stays on (the lots already received need it); a master's children follow it. */
export function setBatchTracked(
  product: ProductDraft,
  on: boolean,
  savedBatchTracked: boolean,
): ProductDraft {
  if (!on && savedBatchTracked) throw new AppError("INVALID_INPUT", productMessages.lotTrackingLocked);
  return mapChildren({ ...product, isBatchTracked: on }, (child) => ({ ...child, isBatchTracked: on }));
}
