import { Service } from "electrodb";
import { DomainEvent, domainEventItem } from "../events/domain-event.entity";
import type { DomainEventInput } from "../events/domain-event.schema";
import { Product as ProductEntity, type ProductItem } from "./product.entity";
import type { ChildProduct, Product, ProductDraft } from "./product.schema";

type SavedChild = Product["childProducts"][number];
type WithoutNulls<T> = { [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | undefined : T[K] };

/** The entity stores an absent value as a missing attribute, the model as null. */
function withoutNulls<T extends object>(value: T): WithoutNulls<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]: [string, unknown]) => [key, entry ?? undefined]),
  ) as WithoutNulls<T>;
}

const productService = new Service({ product: ProductEntity, event: DomainEvent });

/** Where an item sits in a save: its id, its parent (children only), its children (masters only) and its dates. */
export interface ItemPlace {
  companyId: number;
  productId: string;
  parentId: string | null;
  childIds: string[];
  createDate: string;
  updateDate: string;
}

/** One item of a product or a child; master-only fields of a child are stored at their "off" values. */
export function toItem(fields: ChildProduct | ProductDraft, place: ItemPlace): ProductItem {
  const { isMasterProduct, isCumulative, inBetweenPricing } =
    "childProducts" in fields
      ? fields
      : { isMasterProduct: false, isCumulative: false, inBetweenPricing: false };
  const {
    id: _id,
    pricingTemplateId: _template,
    childProducts: _children,
    ...shared
  } = { childProducts: [], ...fields };
  return {
    ...withoutNulls(shared),
    isMasterProduct,
    isCumulative,
    inBetweenPricing,
    companyId: place.companyId,
    productId: place.productId,
    parentId: place.parentId ?? undefined,
    childIds: place.childIds,
    createDate: place.createDate,
    updateDate: place.updateDate,
  };
}

function childFields(item: ProductItem): ChildProduct {
  return {
    id: item.productId,
    imageUrl: item.imageUrl ?? null,
    sku: item.sku ?? null,
    barcode: item.barcode ?? null,
    name: item.name,
    shortName: item.shortName ?? null,
    description: item.description ?? null,
    shortDescription: item.shortDescription ?? null,
    inventorySubtractAmount: item.inventorySubtractAmount,
    unit: item.unit,
    price: item.price ?? null,
    depositFee: item.depositFee ?? null,
    purchasePrice: item.purchasePrice ?? null,
    weight: item.weight ?? null,
    cannabisWeight: item.cannabisWeight ?? null,
    cannabisVolume: item.cannabisVolume ?? null,
    categoryId: item.categoryId ?? null,
    supplierId: item.supplierId ?? null,
    taxGroupId: item.taxGroupId ?? null,
    trackInventory: item.trackInventory,
    wooCommerceProductId: item.wooCommerceProductId ?? null,
    pricingGroupId: item.pricingGroupId ?? null,
    pricingTemplateId: null,
    isActive: item.isActive,
    trackPurchaseOrderCosts: item.trackPurchaseOrderCosts,
    trackConversionCosts: item.trackConversionCosts,
    isBatchTracked: item.isBatchTracked,
    thc: item.thc ?? null,
    cbd: item.cbd ?? null,
    metaData: item.metaData as ChildProduct["metaData"],
    cannabinoidMetaData: item.cannabinoidMetaData as ChildProduct["cannabinoidMetaData"],
    isDeleted: item.isDeleted,
    isGiftCard: item.isGiftCard,
    productType: item.productType,
    strainType: item.strainType ?? null,
    tags: item.tags,
    globalProductId: item.globalProductId ?? null,
    locationOverrides: item.locationOverrides as ChildProduct["locationOverrides"],
    vendorIds: item.vendorIds,
    images: item.images,
    taxConfigs: item.taxConfigs,
    gtin: item.gtin ?? null,
    ocsSku: item.ocsSku ?? null,
    driedCannabisEquivalent: item.driedCannabisEquivalent ?? null,
  };
}

const savedChild = (item: ProductItem, parentId: string): SavedChild => ({
  ...childFields(item),
  id: item.productId,
  parentId,
  createDate: item.createDate,
  updateDate: item.updateDate,
});

/** The saved product: the master's item and its children's, in the master's order. */
export function toProduct(master: ProductItem, children: ProductItem[]): Product {
  const byId = new Map(children.map((child) => [child.productId, child]));
  return {
    ...childFields(master),
    id: master.productId,
    parentId: null,
    isMasterProduct: master.isMasterProduct,
    isCumulative: master.isCumulative,
    inBetweenPricing: master.inBetweenPricing,
    createDate: master.createDate,
    updateDate: master.updateDate,
    childProducts: master.childIds.flatMap((id) => {
      const child = byId.get(id);
      return child ? [savedChild(child, master.productId)] : [];
    }),
  };
}

export async function readItem(companyId: number, productId: string): Promise<ProductItem | null> {
  return (await ProductEntity.get({ companyId, productId }).go({ consistent: true })).data;
}

/** Up to 100 items in one batch read, retrying what DynamoDB leaves unprocessed. */
export async function readItems(companyId: number, productIds: string[]): Promise<ProductItem[]> {
  let keys = [...new Set(productIds)].map((productId) => ({ companyId, productId }));
  const found: ProductItem[] = [];
  for (let attempt = 0; keys.length > 0 && attempt < 8; attempt += 1) {
    const result = await ProductEntity.get(keys).go({ consistent: true });
    found.push(...result.data);
    keys = result.unprocessed;
  }
  if (keys.length > 0) throw new Error("Product batch read left items unprocessed");
  return found;
}

/** One write of a save: a new item, or a replacement (the master's guarded by its last update date). */
export type ItemWrite =
  { kind: "create"; item: ProductItem } | { kind: "replace"; item: ProductItem; expectedUpdateDate?: string };

/**
 * All writes in one transaction, with the webhook event (product.created/updated) when given; false when a
 * condition failed (a concurrent change or a taken id).
 */
export async function writeItems(writes: ItemWrite[], event?: DomainEventInput): Promise<boolean> {
  const result = await productService.transaction
    .write(({ product, event: events }) => [
      ...writes.map((write) => {
        if (write.kind === "create") return product.create(write.item).commit();
        const { expectedUpdateDate } = write;
        const put = product.put(write.item);
        return expectedUpdateDate === undefined
          ? put.commit()
          : put.where((attributes, { eq }) => eq(attributes.updateDate, expectedUpdateDate)).commit();
      }),
      ...(event ? [events.create(domainEventItem(event)).commit()] : []),
    ])
    .go();
  return !result.canceled;
}
