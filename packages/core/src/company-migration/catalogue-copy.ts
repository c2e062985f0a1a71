import { CategoryEntity } from "../catalog/category.entity";
import { Product, type ProductItem } from "../catalog/product.entity";
import { SupplierEntity } from "../catalog/supplier.entity";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import type { MigrationStage } from "./company-migration.schema";

/** One page of a stage: how many source items it held that a migration copies, and whether it wrote them. */
export interface StagePage {
  count: number;
  cursor: string | null;
}

interface PageRead {
  sourceCompanyId: number;
  companyId: number;
  cursor: string | null;
  /** false: only count the page (the count phase). */
  write: boolean;
  at: string;
}

/** Items read per page when copying (one BatchWriteItem) and when counting. */
const pageSize = { copy: 25, count: 500 } as const;

const unique = (ids: (string | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => id !== undefined)),
];

async function liveProductIds(companyId: number, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const { data } = await Product.get(productIds.map((productId) => ({ companyId, productId }))).go({
    attributes: ["productId", "isDeleted"],
  });
  return new Set(data.filter((product) => !product.isDeleted).map((product) => product.productId));
}

async function productCategoryIds(companyId: number, categoryIds: string[]): Promise<Set<string>> {
  if (categoryIds.length === 0) return new Set();
  const { data } = await CategoryEntity.get(categoryIds.map((categoryId) => ({ companyId, categoryId }))).go({
    attributes: ["categoryId", "categoryType"],
  });
  return new Set(data.filter((item) => item.categoryType === "PRODUCT").map((item) => item.categoryId));
}

/**
 * Live products keep their ids (ids are scoped by company; the run raised the target's product sequence past the
 * source's first, so its next product id cannot collide). Links to what a migration does not copy (deleted
 * products, pricing groups, WooCommerce, system fee categories) are dropped; a child of a deleted master is not
 * copied. Only the items a page references are read, never the whole catalogue.
 */
async function productPage(read: PageRead): Promise<StagePage> {
  const limit = read.write ? pageSize.copy : pageSize.count;
  const page = await Product.query
    .byCompany({ companyId: read.sourceCompanyId })
    .go({ cursor: read.cursor, limit, ...(read.write ? {} : { attributes: ["productId", "isDeleted"] }) });
  const live = page.data.filter((product) => !product.isDeleted);
  if (read.write && live.length > 0) {
    const full = live as ProductItem[];
    const [products, categories] = await Promise.all([
      liveProductIds(
        read.sourceCompanyId,
        unique(full.flatMap((product) => [product.parentId, ...product.childIds])),
      ),
      productCategoryIds(read.sourceCompanyId, unique(full.map((product) => product.categoryId))),
    ]);
    const items = full
      .filter((product) => !product.parentId || products.has(product.parentId))
      .map((product) => ({
        ...product,
        createDate: read.at,
        updateDate: read.at,
        companyId: read.companyId,
        childIds: product.childIds.filter((id) => products.has(id)),
        categoryId: product.categoryId && categories.has(product.categoryId) ? product.categoryId : undefined,
        pricingGroupId: undefined,
        wooCommerceProductId: undefined,
      }));
    await putAll(() => Product.put(items).go());
  }
  return { count: live.length, cursor: page.cursor };
}

async function putAll(put: () => Promise<{ unprocessed: unknown[] }>): Promise<void> {
  const { unprocessed } = await put();
  if (unprocessed.length > 0) await put();
}

async function categoryPage(read: PageRead): Promise<StagePage> {
  const page = await CategoryEntity.query
    .byCompany({ companyId: read.sourceCompanyId })
    .go({ cursor: read.cursor, limit: read.write ? pageSize.copy : pageSize.count });
  const items = page.data
    .filter((category) => category.categoryType === "PRODUCT")
    .map((category) => ({
      ...category,
      createDate: read.at,
      updateDate: read.at,
      companyId: read.companyId,
    }));
  if (read.write && items.length > 0) await putAll(() => CategoryEntity.put(items).go());
  return { count: items.length, cursor: page.cursor };
}

async function supplierPage(read: PageRead): Promise<StagePage> {
  const page = await SupplierEntity.query
    .byCompany({ companyId: read.sourceCompanyId })
    .go({ cursor: read.cursor, limit: read.write ? pageSize.copy : pageSize.count });
  const items = page.data.map((supplier) => ({
    ...supplier,
    createDate: read.at,
    updateDate: read.at,
    companyId: read.companyId,
  }));
  if (read.write && items.length > 0) await putAll(() => SupplierEntity.put(items).go());
  return { count: items.length, cursor: page.cursor };
}

async function taxGroupPage(read: PageRead): Promise<StagePage> {
  const page = await TaxGroupEntity.query
    .byCompany({ companyId: read.sourceCompanyId })
    .go({ cursor: read.cursor, limit: read.write ? pageSize.copy : pageSize.count });
  const items = page.data.map((taxGroup) => ({
    ...taxGroup,
    createDate: read.at,
    updateDate: read.at,
    companyId: read.companyId,
  }));
  if (read.write && items.length > 0) await putAll(() => TaxGroupEntity.put(items).go());
  return { count: items.length, cursor: page.cursor };
}

/** Reads (and, copying, writes) one page of a stage. Writing a page again is harmless: a resumed run may. */
export const stagePage: Record<MigrationStage, (read: PageRead) => Promise<StagePage>> = {
  taxGroups: taxGroupPage,
  suppliers: supplierPage,
  categories: categoryPage,
  products: productPage,
};

/** Empty means: no products, no categories other than system fees, no suppliers (admin.md 4). */
export async function isEmptyCompany(companyId: number): Promise<boolean> {
  const [products, categories, suppliers] = await Promise.all([
    Product.query.byCompany({ companyId }).go({ limit: 1, attributes: ["productId"] }),
    // A company's categories are a short list by design (system fee categories at most, in an empty one).
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all", attributes: ["categoryType"] }),
    SupplierEntity.query.byCompany({ companyId }).go({ limit: 1, attributes: ["supplierId"] }),
  ]);
  return (
    products.data.length === 0 &&
    suppliers.data.length === 0 &&
    categories.data.every((category) => category.categoryType === "SYSTEM_FEES")
  );
}
