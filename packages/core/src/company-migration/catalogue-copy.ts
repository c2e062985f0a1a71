import { CategoryEntity, type CategoryItem } from "../catalog/category.entity";
import { Product, type ProductItem } from "../catalog/product.entity";
import { newProductId } from "../catalog/products";
import { SupplierEntity, type SupplierItem } from "../catalog/supplier.entity";
import { TaxGroupEntity, type TaxGroupItem } from "../catalog/tax-group.entity";

export interface Catalogue {
  categories: CategoryItem[];
  suppliers: SupplierItem[];
  taxGroups: TaxGroupItem[];
  products: ProductItem[];
}

const all = { pages: "all" } as const;

/** What a migration copies: product categories, suppliers, tax groups and live products with their children. */
export async function readCatalogue(companyId: number): Promise<Catalogue> {
  const [categories, suppliers, taxGroups, products] = await Promise.all([
    CategoryEntity.query.byCompany({ companyId }).go(all),
    SupplierEntity.query.byCompany({ companyId }).go(all),
    TaxGroupEntity.query.byCompany({ companyId }).go(all),
    Product.query.byCompany({ companyId }).go(all),
  ]);
  return {
    categories: categories.data.filter((category) => category.categoryType === "PRODUCT"),
    suppliers: suppliers.data,
    taxGroups: taxGroups.data,
    products: products.data.filter((product) => !product.isDeleted),
  };
}

/** Empty means: no products, no categories other than system fees, no suppliers (admin.md 4). */
export async function isEmptyCompany(companyId: number): Promise<boolean> {
  const [products, categories, suppliers] = await Promise.all([
    Product.query.byCompany({ companyId }).go({ limit: 1, attributes: ["productId"] }),
    CategoryEntity.query.byCompany({ companyId }).go({ ...all, attributes: ["categoryType"] }),
    SupplierEntity.query.byCompany({ companyId }).go({ limit: 1, attributes: ["supplierId"] }),
  ]);
  return (
    products.data.length === 0 &&
    suppliers.data.length === 0 &&
    categories.data.every((category) => category.categoryType === "SYSTEM_FEES")
  );
}

/**
 * The source's items rewritten for the target. Category, supplier and tax group ids are kept (ids are scoped by
 * company); products get ids of the target's sequence, so its next product id cannot collide. Links to things a
 * migration does not copy (pricing groups, WooCommerce, system fee categories) are dropped.
 */
export async function targetItems(source: Catalogue, companyId: number, at: string): Promise<Catalogue> {
  const copied = new Set(source.categories.map((category) => category.categoryId));
  const ids = new Map<string, string>();
  for (const product of source.products) ids.set(product.productId, await newProductId(companyId));
  const dates = { createDate: at, updateDate: at };
  const productOf = (product: ProductItem): ProductItem[] => {
    const productId = ids.get(product.productId);
    if (!productId || (product.parentId && !ids.has(product.parentId))) return [];
    return [
      {
        ...product,
        ...dates,
        companyId,
        productId,
        parentId: product.parentId ? ids.get(product.parentId) : undefined,
        childIds: product.childIds.flatMap((id) => ids.get(id) ?? []),
        categoryId: product.categoryId && copied.has(product.categoryId) ? product.categoryId : undefined,
        pricingGroupId: undefined,
        wooCommerceProductId: undefined,
      },
    ];
  };
  return {
    categories: source.categories.map((category) => ({ ...category, ...dates, companyId })),
    suppliers: source.suppliers.map((supplier) => ({ ...supplier, ...dates, companyId })),
    taxGroups: source.taxGroups.map((taxGroup) => ({ ...taxGroup, ...dates, companyId })),
    products: source.products.flatMap(productOf),
  };
}
