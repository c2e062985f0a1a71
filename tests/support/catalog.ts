import { randomUUID } from "node:crypto";
import { nowIso } from "@pos/core/common/clock";
import { CategoryEntity } from "@pos/core/catalog/category.entity";
import { Product, type ProductItem } from "@pos/core/catalog/product.entity";
import { SupplierEntity } from "@pos/core/catalog/supplier.entity";
import { TaxGroupEntity } from "@pos/core/catalog/tax-group.entity";

export const testId = (prefix: string): string => `${prefix}_${randomUUID().slice(0, 8)}`;

/** A complete product item (every required attribute), as the products module stores it. */
export function productItem(companyId: number, fields: Partial<ProductItem> = {}): ProductItem {
  const now = nowIso();
  return {
    companyId,
    productId: testId("p"),
    name: "Test product",
    inventorySubtractAmount: 1,
    unit: "unit",
    price: 1000,
    trackInventory: true,
    isMasterProduct: false,
    isCumulative: false,
    inBetweenPricing: false,
    isActive: true,
    trackPurchaseOrderCosts: true,
    trackConversionCosts: true,
    isBatchTracked: false,
    metaData: [],
    cannabinoidMetaData: [],
    isDeleted: false,
    isGiftCard: false,
    productType: "product",
    tags: [],
    locationOverrides: [],
    vendorIds: [],
    images: [],
    taxConfigs: [],
    childIds: [],
    createDate: now,
    updateDate: now,
    ...fields,
  };
}

/** Writes products with BatchWriteItem (25 at a time, `concurrency` batches in parallel). */
export async function putProducts(items: ProductItem[], concurrency = 8): Promise<ProductItem[]> {
  if (items.length > 0) await Product.put(items).go({ concurrency });
  return items;
}

/** A master and its children, written together; the children take the master's category, supplier and tax group. */
export async function putMaster(
  companyId: number,
  fields: Partial<ProductItem>,
  children: Partial<ProductItem>[],
): Promise<{ master: ProductItem; children: ProductItem[] }> {
  const master = productItem(companyId, { isMasterProduct: true, price: undefined, ...fields });
  const shared = {
    categoryId: master.categoryId,
    supplierId: master.supplierId,
    taxGroupId: master.taxGroupId,
  };
  const items = children.map((child) =>
    productItem(companyId, { ...shared, ...child, parentId: master.productId }),
  );
  master.childIds = items.map((child) => child.productId);
  await putProducts([master, ...items]);
  return { master, children: items };
}

/** Sets fields of a stored product and moves its updateDate, as an edit does. */
export async function editProduct(item: ProductItem, fields: Partial<ProductItem>): Promise<void> {
  await Product.patch({ companyId: item.companyId, productId: item.productId })
    .set({ ...fields, updateDate: nowIso() })
    .go();
}

export async function putCategory(
  companyId: number,
  name: string,
  parentCategoryId?: string,
): Promise<string> {
  const now = nowIso();
  const categoryId = testId("c");
  await CategoryEntity.create({
    companyId,
    categoryId,
    name,
    categoryType: "PRODUCT",
    parentCategoryId,
    sortOrder: 0,
    createDate: now,
    updateDate: now,
  }).go();
  return categoryId;
}

export async function putSupplier(companyId: number, name: string): Promise<string> {
  const now = nowIso();
  const supplierId = testId("s");
  await SupplierEntity.create({ companyId, supplierId, name, createDate: now, updateDate: now }).go();
  return supplierId;
}

export async function putTaxGroup(companyId: number, name: string): Promise<string> {
  const now = nowIso();
  const taxGroupId = testId("t");
  await TaxGroupEntity.create({
    companyId,
    taxGroupId,
    name,
    taxes: [{ name: "HST", rate: 13 }],
    createDate: now,
    updateDate: now,
  }).go();
  return taxGroupId;
}
