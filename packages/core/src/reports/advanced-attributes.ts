import { CategoryEntity } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { SupplierEntity } from "../catalog/supplier.entity";
import { uncategorized } from "./rollup-rows";

export const noSupplier = "none";

export interface ProductAttributes {
  categoryOf: (productId: string) => string;
  supplierOf: (productId: string) => string;
  /** The brand is the supplier's name (the catalog export's Brand column). */
  brandOf: (productId: string) => string;
  categoryName: (categoryId: string) => string | undefined;
  supplierName: (supplierId: string) => string | undefined;
}

/**
 * The category, supplier and brand of the products a report's rows name, by batch gets of only those products
 * (and their categories and suppliers): bounded by the products sold in the period, never a catalog scan.
 */
export async function productAttributes(companyId: number, productIds: string[]): Promise<ProductAttributes> {
  const ids = [...new Set(productIds)];
  const products =
    ids.length === 0 ? [] : (await Product.get(ids.map((productId) => ({ companyId, productId }))).go()).data;
  const categoryIds = [...new Set(products.flatMap((product) => product.categoryId ?? []))];
  const supplierIds = [...new Set(products.flatMap((product) => product.supplierId ?? []))];
  const [categories, suppliers] = await Promise.all([
    categoryIds.length === 0
      ? []
      : CategoryEntity.get(categoryIds.map((categoryId) => ({ companyId, categoryId })))
          .go()
          .then((result) => result.data),
    supplierIds.length === 0
      ? []
      : SupplierEntity.get(supplierIds.map((supplierId) => ({ companyId, supplierId })))
          .go()
          .then((result) => result.data),
  ]);
  const byId = new Map(products.map((product) => [product.productId, product]));
  const categoryNames = new Map(categories.map((category) => [category.categoryId, category.name]));
  const supplierNames = new Map(suppliers.map((supplier) => [supplier.supplierId, supplier.name]));
  const supplierOf = (productId: string) => byId.get(productId)?.supplierId ?? noSupplier;
  return {
    categoryOf: (productId) => byId.get(productId)?.categoryId ?? uncategorized,
    supplierOf,
    brandOf: (productId) => supplierNames.get(supplierOf(productId)) ?? noSupplier,
    categoryName: (categoryId) => categoryNames.get(categoryId),
    supplierName: (supplierId) => supplierNames.get(supplierId),
  };
}
