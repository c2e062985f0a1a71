import type {
  PosBatchRow,
  PosCategory,
  PosListings,
  PosProduct,
  PosStockRow,
  PosTaxGroup,
} from "@pos/core/payments/pos-data.schema";
import { gtinKey } from "@pos/core/payments/gs1";
import { CatalogSearch, naturalKey } from "./catalog-search";
import { SortedOrder, type SortedItem } from "./sorted-order";
import { StockBook, type BatchStock } from "./stock-book";

/** A line of a sale waiting in the outbox, as the cart sold it. */
export interface PendingLine {
  productId: string;
  batchId: string | null;
  quantity: number;
}

/**
 * What the register holds of the catalogue, merged from `posData.listings` answers (a cold load, then what changed):
 * the newest version of each row wins; deleted or inactive products are dropped, and so are children a master no
 * longer lists (they are hard-deleted). Keeps the search and exact lookups by barcode, SKU and GTIN. Mutable for
 * speed with 50 000 products; `version` moves on every merge. A pure module (the bench imports it).
 */
export class CatalogIndex {
  asOf: string | null = null;
  version = 0;
  categories: PosCategory[] = [];
  taxGroups: PosTaxGroup[] = [];
  readonly search = new CatalogSearch();
  private readonly products = new Map<string, PosProduct>();
  private readonly stamps = new Map<string, string>();
  /** Top-level products in alphabetical order, for browsing. */
  private readonly topOrder = new SortedOrder<PosProduct>();
  readonly stock = new StockBook();
  readonly byBarcode = new Map<string, string>();
  readonly bySku = new Map<string, string>();
  readonly byGtin = new Map<string, string>();

  /** Merges a whole answer: its rows, its lists, and its `asOf` as the next refresh's `since`. */
  merge(listings: PosListings): void {
    this.mergeProducts(listings.products);
    this.mergeStock(listings.stock, listings.batches);
    this.categories = listings.categories;
    this.taxGroups = listings.taxGroups;
    this.asOf = listings.asOf;
    this.version += 1;
  }

  /** Merges product rows (newest stamp wins); a page may be merged in slices, in any order. */
  mergeProducts(products: PosProduct[]): void {
    const touched = new Set<string>();
    for (const product of products) {
      const stamp = this.stamps.get(product.id);
      if (stamp !== undefined && stamp > product.updateDate) continue;
      this.stamps.set(product.id, product.updateDate);
      const previous = this.products.get(product.id);
      for (const childId of previous?.childIds ?? [])
        if (!product.childIds.includes(childId)) this.drop(childId);
      if (previous) this.unindex(previous);
      if (product.isDeleted || !product.isActive) this.forget(product.id);
      else this.keep(product);
      touched.add(product.id);
      for (const childId of product.childIds) touched.add(childId);
    }
    for (const id of touched) this.reindex(id);
  }

  mergeStock(stock: PosStockRow[], batches: PosBatchRow[]): void {
    this.stock.merge(stock, batches);
  }

  get(id: string): PosProduct | undefined {
    return this.products.get(id);
  }

  /** Sellable here: live, and a child only while its master is live and lists it. */
  isListed(product: PosProduct): boolean {
    if (product.parentId === null) return true;
    const master = this.products.get(product.parentId);
    return master !== undefined && master.childIds.includes(product.id);
  }

  /** Top-level products (masters and products without a master), for browsing. */
  *topLevel(): Generator<PosProduct> {
    for (const product of this.products.values()) if (product.parentId === null) yield product;
  }

  /** Top-level products in alphabetical order (numbers in their order), kept sorted across merges. */
  topLevelInOrder(): readonly SortedItem<PosProduct>[] {
    return this.topOrder.list();
  }

  childrenOf(master: PosProduct): PosProduct[] {
    return master.childIds
      .map((id) => this.products.get(id))
      .filter((child): child is PosProduct => child !== undefined && child.parentId === master.id);
  }

  /**
   * The lines of the sales waiting in the outbox: their stock is taken off what the register shows and checks
   * (a bulk child's pieces off its master's grams). `version` moves when they change.
   */
  setPendingSales(lines: readonly PendingLine[]): void {
    const takes = lines.flatMap((line) => {
      const product = this.products.get(line.productId);
      const owner = product ? this.stockOwner(product) : null;
      return owner ? [{ productId: owner.product.id, batchId: line.batchId, quantity: line.quantity * owner.factor }] : [];
    });
    if (this.stock.setPending(takes)) this.version += 1;
  }

  /** Pieces (or grams) on hand here, less what waiting sales take; null when the product's stock is not tracked. */
  quantityOf(product: PosProduct): number | null {
    const owner = this.stockOwner(product);
    return owner ? this.stock.quantity(owner.product.id, owner.factor) : null;
  }

  /** The product's lots with what is on hand of each, first-expiring first. */
  batchesOf(product: PosProduct): BatchStock[] {
    const owner = this.stockOwner(product);
    return owner ? this.stock.batches(owner.product.id, owner.factor) : [];
  }

  batch(id: string): PosBatchRow | undefined {
    return this.stock.batch(id);
  }

  /** The id of the product's lot with this number (as printed on the package), if the register knows it. */
  lotIdOf(product: PosProduct, lotNumber: string): string | null {
    const owner = this.stockOwner(product);
    return (owner && this.stock.lotId(owner.product.id, lotNumber)) ?? null;
  }

  /** Bulk children sell from their master's stock, each piece taking `inventorySubtractAmount` of it. */
  private stockOwner(product: PosProduct): { product: PosProduct; factor: number } | null {
    if (product.trackInventory) return { product, factor: 1 };
    const master = product.parentId === null ? undefined : this.products.get(product.parentId);
    return master?.trackInventory ? { product: master, factor: product.inventorySubtractAmount || 1 } : null;
  }

  private drop(id: string): void {
    const product = this.products.get(id);
    if (product) this.unindex(product);
    this.forget(id);
    this.search.delete(id);
  }

  private keep(product: PosProduct): void {
    this.products.set(product.id, product);
    if (product.parentId === null) this.topOrder.set(product.id, naturalKey(product.name), product);
    else this.topOrder.delete(product.id);
  }

  private forget(id: string): void {
    this.products.delete(id);
    this.topOrder.delete(id);
  }

  private unindex(product: PosProduct): void {
    this.setKeys(product, false);
  }

  private reindex(id: string): void {
    const product = this.products.get(id);
    if (!product || !this.isListed(product)) {
      this.search.delete(id);
      if (product) this.unindex(product);
      return;
    }
    this.setKeys(product, true);
    if (product.isMasterProduct) this.search.delete(id);
    else
      this.search.set(product, product.parentId ? (this.products.get(product.parentId)?.name ?? null) : null);
  }

  /** Adds (or removes) the product's exact lookups: barcode, SKU, and GTIN (its own, or a barcode shaped like one). */
  private setKeys(product: PosProduct, on: boolean): void {
    const put = (map: Map<string, string>, key: string) => {
      if (on) map.set(key, product.id);
      else if (map.get(key) === product.id) map.delete(key);
    };
    const { barcode, sku, gtin } = product;
    if (barcode) put(this.byBarcode, barcode.trim());
    if (sku) put(this.bySku, skuKey(sku));
    if (gtin && gtinShape.test(gtin)) put(this.byGtin, gtinKey(gtin));
    if (barcode && barcode !== gtin && gtinShape.test(barcode)) put(this.byGtin, gtinKey(barcode));
  }
}

const gtinShape = /^(\d{8}|\d{12,14})$/;

export const skuKey = (sku: string): string => sku.trim().toUpperCase();
