import type { ChildProduct, ProductDraft, ProductUnit } from "./product.schema";

/** The fields a child shares with its master, with the spec's defaults (dashboard.md 3 and 9). */
function baseFields(): ChildProduct {
  return {
    id: null,
    imageUrl: null,
    sku: null,
    barcode: null,
    name: "",
    shortName: null,
    description: null,
    shortDescription: null,
    inventorySubtractAmount: 1,
    unit: "unit",
    price: null,
    depositFee: null,
    purchasePrice: null,
    weight: null,
    cannabisWeight: null,
    cannabisVolume: null,
    categoryId: null,
    supplierId: null,
    taxGroupId: null,
    trackInventory: true,
    wooCommerceProductId: null,
    pricingGroupId: null,
    pricingTemplateId: null,
    isActive: true,
    trackPurchaseOrderCosts: true,
    trackConversionCosts: true,
    isBatchTracked: false,
    thc: null,
    cbd: null,
    metaData: [],
    cannabinoidMetaData: [],
    isDeleted: false,
    isGiftCard: false,
    productType: "product",
    strainType: null,
    tags: [],
    globalProductId: null,
    locationOverrides: [],
    vendorIds: [],
    images: [],
    taxConfigs: [],
    gtin: null,
    ocsSku: null,
    driedCannabisEquivalent: null,
  };
}

export function newProductDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    ...baseFields(),
    isMasterProduct: false,
    isCumulative: false,
    inBetweenPricing: false,
    childProducts: [],
    ...overrides,
  };
}

/** A unit of "unit" is sold by the piece, so each sale takes exactly one from inventory. */
export function withUnit<T extends ChildProduct>(product: T, unit: ProductUnit): T {
  return {
    ...product,
    unit,
    inventorySubtractAmount: unit === "unit" ? 1 : product.inventorySubtractAmount,
  };
}

/** Unit, category, supplier, tax group and tax configurations set on the master are copied to the children. */
export function inheritFromMaster(product: ProductDraft): ProductDraft {
  if (!product.isMasterProduct) return product;
  return {
    ...product,
    childProducts: product.childProducts.map((child) =>
      withUnit(
        {
          ...child,
          categoryId: product.categoryId,
          supplierId: product.supplierId,
          taxGroupId: product.taxGroupId,
          taxConfigs: product.taxConfigs,
        },
        product.unit,
      ),
    ),
  };
}

/**
 * A new child of this master: named after it, with its unit, category, supplier, tax group, pricing group and
 * lot tracking, active like it, and tracking inventory only when the master does not (prepack).
 */
export function newChildProduct(master: ProductDraft): ChildProduct {
  return withUnit(
    {
      ...baseFields(),
      name: master.name,
      categoryId: master.categoryId,
      supplierId: master.supplierId,
      taxGroupId: master.taxGroupId,
      pricingGroupId: master.pricingGroupId,
      isBatchTracked: master.isBatchTracked,
      productType: master.productType,
      strainType: master.strainType,
      isActive: master.isActive,
      trackInventory: !master.trackInventory,
    },
    master.unit,
  );
}

/** A master is active when any of its children is; any other product carries its own flag. */
export function masterIsActive(product: ProductDraft): boolean {
  if (!product.isMasterProduct) return product.isActive;
  return product.childProducts.some((child) => child.isActive);
}

/** The product's own main image: the first of its images, else its image URL. */
export const ownImage = (product: ChildProduct): string | null =>
  product.images[0] ?? product.imageUrl ?? null;

/** A child's image follows the master's unless the child has one of its own. */
export function childImage(master: ProductDraft, child: ChildProduct): string | null {
  return ownImage(child) ?? ownImage(master);
}

/** A child has at most one image of its own; null removes it, so the child follows the master's again. */
export function setChildImage(product: ProductDraft, index: number, image: string | null): ProductDraft {
  return {
    ...product,
    childProducts: product.childProducts.map((child, at) =>
      at === index ? { ...child, images: image ? [image] : [], imageUrl: image } : child,
    ),
  };
}
