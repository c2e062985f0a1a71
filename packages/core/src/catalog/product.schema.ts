import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** dashboard.md 3: Product (editable model), Location override, Cannabinoid entry. Money in cents. */

export const strainTypes = [
  "Sativa",
  "Sativa Dominant",
  "Indica",
  "Indica Dominant",
  "Hybrid",
  "CBD",
  "Balanced",
] as const;
export type StrainType = (typeof strainTypes)[number];

/** "unit": sold by the piece; the others are sold by measure (bulk). */
export const productUnits = ["unit", "g", "mg", "kg", "ml", "l", "oz"] as const;
export type ProductUnit = (typeof productUnits)[number];

export const productTypes = ["product", "service", "fee"] as const;
export const cannabinoidUnits = ["%", "mg/g", "mg", "mg/ml"] as const;
export const netContentUnits = ["g", "ml", "units"] as const;

export const catalogLimits = {
  images: 5,
  tagLength: 16,
  tags: 30,
  children: 50,
  metaData: 50,
  nameLength: 200,
  maxPriceCents: 100_000_000,
} as const;

const ZCents = z.number().int().min(0).max(catalogLimits.maxPriceCents);
const ZMeasure = z.number().min(0).max(1_000_000);
const ZRef = ZId;
const ZText = (max: number) => z.string().max(max);

export const ZMetaDataEntry = z.object({
  key: z.string().trim().min(1, "Key is required").max(64),
  value: ZText(500),
});
export type MetaDataEntry = z.infer<typeof ZMetaDataEntry>;

export const ZCannabinoidEntry = z.object({
  id: ZRef,
  batchNumber: ZText(64).nullable(),
  locationIds: z.array(ZRef).max(200),
  isLocationCannabinoid: z.boolean(),
  thc: ZMeasure.nullable(),
  cbd: ZMeasure.nullable(),
  minTHC: ZMeasure.nullable(),
  maxTHC: ZMeasure.nullable(),
  minCBD: ZMeasure.nullable(),
  maxCBD: ZMeasure.nullable(),
  showMaxMin: z.boolean(),
  unit: z.enum(cannabinoidUnits),
  quantity: ZMeasure.nullable(),
  netContent: ZMeasure.nullable(),
  netContentUnit: z.enum(netContentUnits).nullable(),
});
export type CannabinoidEntry = z.infer<typeof ZCannabinoidEntry>;

/** Margin and markup are derived from retailPrice and wholesaleCost (pricing.ts), never stored. */
export const ZLocationOverride = z.object({
  locationId: ZRef,
  retailPrice: ZCents.nullable(),
  wholesaleCost: ZCents.nullable(),
  isActive: z.boolean().nullable(),
  barcode: ZText(64).nullable(),
});
export type LocationOverride = z.infer<typeof ZLocationOverride>;

/** What a child product and its master share: everything but the master-only fields. */
const productFields = {
  /** null until saved. */
  id: ZRef.nullable(),
  imageUrl: ZText(1000).nullable(),
  sku: ZText(64).nullable(),
  barcode: ZText(64).nullable(),
  name: z.string().max(catalogLimits.nameLength),
  shortName: ZText(60).nullable(),
  description: ZText(5000).nullable(),
  shortDescription: ZText(500).nullable(),
  inventorySubtractAmount: z.number().positive().max(1_000_000),
  unit: z.enum(productUnits),
  /** null: a free price, entered at the register. */
  price: ZCents.nullable(),
  depositFee: ZCents.nullable(),
  purchasePrice: ZCents.nullable(),
  weight: ZMeasure.nullable(),
  cannabisWeight: ZMeasure.nullable(),
  cannabisVolume: ZMeasure.nullable(),
  categoryId: ZRef.nullable(),
  supplierId: ZRef.nullable(),
  taxGroupId: ZRef.nullable(),
  trackInventory: z.boolean(),
  wooCommerceProductId: ZText(64).nullable(),
  pricingGroupId: ZRef.nullable(),
  pricingTemplateId: z.null(),
  isActive: z.boolean(),
  trackPurchaseOrderCosts: z.boolean(),
  trackConversionCosts: z.boolean(),
  isBatchTracked: z.boolean(),
  thc: ZMeasure.nullable(),
  cbd: ZMeasure.nullable(),
  metaData: z.array(ZMetaDataEntry).max(catalogLimits.metaData),
  cannabinoidMetaData: z.array(ZCannabinoidEntry).max(500),
  isDeleted: z.boolean(),
  isGiftCard: z.boolean(),
  productType: z.enum(productTypes),
  strainType: z.enum(strainTypes).nullable(),
  tags: z.array(z.string().trim().min(1).max(64)).max(catalogLimits.tags),
  globalProductId: ZText(64).nullable(),
  locationOverrides: z.array(ZLocationOverride).max(500),
  vendorIds: z.array(ZRef).max(50),
  /** File keys or URLs; images[0] is the main image. */
  images: z.array(ZText(1000)).max(catalogLimits.images, `At most ${catalogLimits.images} images`),
  taxConfigs: z.array(ZRef).max(20),
  /** Beyond the spec: GTIN-8/12/13/14 with a valid check digit. */
  gtin: ZText(14).nullable(),
  /** Beyond the spec: the Ontario Cannabis Store's item number (the OCS SKU its data platform reports by). */
  ocsSku: ZText(20).nullable(),
  /** Beyond the spec: grams of dried cannabis this product counts as (Cannabis Act Schedule 3). */
  driedCannabisEquivalent: ZMeasure.nullable(),
};

export const ZChildProduct = z.object(productFields);
export type ChildProduct = z.infer<typeof ZChildProduct>;

/** The editable model (the form's state and the body of add and update). */
export const ZProductDraft = z.object({
  ...productFields,
  isMasterProduct: z.boolean(),
  isCumulative: z.boolean(),
  inBetweenPricing: z.boolean(),
  childProducts: z.array(ZChildProduct).max(catalogLimits.children),
});
export type ProductDraft = z.infer<typeof ZProductDraft>;

export type InventoryMode = "bulk" | "prepack" | "tracked" | "untracked";

const ZCompanyId = z.number().int().positive();

export const ZProductRef = z.object({ companyId: ZCompanyId, productId: ZRef });
export type ProductRef = z.input<typeof ZProductRef>;

export const ZCreateProductInput = z.object({ companyId: ZCompanyId, product: ZProductDraft });
export type CreateProductInput = z.input<typeof ZCreateProductInput>;

/** `expectedUpdateDate` guards against overwriting someone else's newer save (CONFLICT). */
export const ZUpdateProductInput = ZProductRef.extend({
  product: ZProductDraft,
  expectedUpdateDate: z.string().max(40).optional(),
});
export type UpdateProductInput = z.input<typeof ZUpdateProductInput>;

/** A saved product: the draft with its id, its parent (children only) and its dates. */
export type Product = Omit<ProductDraft, "id" | "childProducts"> & {
  id: string;
  parentId: null;
  createDate: string;
  updateDate: string;
  childProducts: (ChildProduct & { id: string; parentId: string; createDate: string; updateDate: string })[];
};
