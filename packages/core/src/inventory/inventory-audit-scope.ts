import { CategoryEntity } from "../catalog/category.entity";
import { Product, type ProductItem } from "../catalog/product.entity";
import type { CompanyItem } from "../company/company.entity";
import { InventoryAuditLine, type InventoryAuditLineItem } from "./inventory-audit.entity";
import type { InventoryAuditItem } from "./inventory-audit.entity";
import { Batch, noBatch, Stock, type BatchItem, type StockItem } from "./stock.entity";
import { stockKeyOf } from "./stock-ledger";
import { tracksLots } from "./stock-targets";

/** The category and every category under it. */
export async function categoryScope(companyId: number, categoryId: string): Promise<Set<string>> {
  const { data } = await CategoryEntity.query
    .byCompany({ companyId })
    .go({ pages: "all", attributes: ["categoryId", "parentCategoryId"] });
  const scope = new Set([categoryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const category of data) {
      if (
        category.parentCategoryId &&
        scope.has(category.parentCategoryId) &&
        !scope.has(category.categoryId)
      ) {
        scope.add(category.categoryId);
        grew = true;
      }
    }
  }
  return scope;
}

/** Whether a product's stock is counted by the audit: it holds stock itself and is in the audit's category. */
export const inScope = (product: ProductItem, categories: ReadonlySet<string> | null): boolean =>
  product.trackInventory === true &&
  !product.isDeleted &&
  (categories === null || (product.categoryId !== undefined && categories.has(product.categoryId)));

export interface AuditWorld {
  products: Map<string, ProductItem>;
  categories: Set<string> | null;
  /** Stock at the audit's location, by stockKeyOf. */
  stock: Map<string, StockItem>;
  lines: InventoryAuditLineItem[];
  /** Lots of the company's products, by product. */
  lots: Map<string, BatchItem[]>;
}

export async function auditLines(audit: InventoryAuditItem): Promise<InventoryAuditLineItem[]> {
  const { data } = await InventoryAuditLine.query
    .byAudit({ companyId: audit.companyId, auditId: audit.auditId })
    .go({ pages: "all", consistent: true });
  return data;
}

/** Everything the count sheet, the review and completion read: products, stock at the location, lines, lots. */
export async function readAuditWorld(audit: InventoryAuditItem): Promise<AuditWorld> {
  const { companyId, locationId } = audit;
  const [products, categories, stock, lines, lots] = await Promise.all([
    Product.query.byCompany({ companyId }).go({ pages: "all" }),
    audit.categoryId ? categoryScope(companyId, audit.categoryId) : Promise.resolve(null),
    Stock.query.byLocation({ companyId, locationId }).go({ pages: "all", consistent: true }),
    auditLines(audit),
    Batch.query.changes({ companyId }).go({ pages: "all" }),
  ]);
  const byProduct = new Map<string, BatchItem[]>();
  for (const lot of lots.data) byProduct.set(lot.productId, [...(byProduct.get(lot.productId) ?? []), lot]);
  return {
    products: new Map(products.data.map((product) => [product.productId, product])),
    categories,
    stock: new Map(stock.data.map((item) => [stockKeyOf(item), item])),
    lines,
    lots: byProduct,
  };
}

/**
 * The stock items the audit covers that nobody counted and that hold stock (positive or negative): in scope, at
 * the location; a product tracked by lot per lot, without a lot otherwise.
 */
export function uncountedItems(company: CompanyItem, world: AuditWorld): StockItem[] {
  const counted = new Set(world.lines.map((line) => stockKeyOf({ ...line, locationId: "" })));
  return [...world.stock.values()].filter((item) => {
    const product = world.products.get(item.productId);
    if (!product || !inScope(product, world.categories) || item.quantity === 0) return false;
    if (tracksLots(company, product) !== (item.batchId !== noBatch)) return false;
    return !counted.has(stockKeyOf({ ...item, locationId: "" }));
  });
}
