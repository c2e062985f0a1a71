import type { ProductListColumn } from "@pos/core/catalog/listing.schema";
import { catalogLimits } from "@pos/core/catalog/product.schema";

type ColumnInfo = { label: string; numeric: boolean };

/** The extra columns a user may show (dashboard.md 3), in the chooser's and the table's order. */
export const extraColumns: Record<ProductListColumn, ColumnInfo> = {
  supplierName: { label: "Supplier", numeric: false },
  barcode: { label: "Barcode", numeric: false },
  strainType: { label: "Strain type", numeric: false },
  thc: { label: "THC", numeric: true },
  cbd: { label: "CBD", numeric: true },
  weight: { label: "Weight (g)", numeric: true },
  cannabisWeight: { label: "Cannabis weight (g)", numeric: true },
  cannabisVolume: { label: "Cannabis volume (ml)", numeric: true },
  purchasePrice: { label: "Purchase price", numeric: true },
  tags: { label: "Tags", numeric: false },
  createDate: { label: "Created", numeric: false },
  updateDate: { label: "Updated", numeric: false },
};

export const columnOrder = Object.keys(extraColumns) as ProductListColumn[];

/** The chosen columns in the table's order, whatever order they were chosen in. */
export function orderedColumns(chosen: readonly ProductListColumn[]): ProductListColumn[] {
  return columnOrder.filter((column) => chosen.includes(column));
}

const measure = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 3 });

/** A weight, volume or cannabinoid value: up to 3 decimals, no trailing zeros. */
export function formatMeasure(value: number): string {
  return measure.format(value);
}

/** dashboard.md 9: tag text is limited to 16 characters; the full tag goes in the tooltip. */
export function shortTag(tag: string): string {
  const characters = Array.from(tag);
  return characters.length > catalogLimits.tagLength
    ? `${characters.slice(0, catalogLimits.tagLength).join("")}…`
    : tag;
}

/** A master (its own price is 0 by rule) or a product without a price shows its children's price range; null when none has one. */
export function childPriceRange(children: readonly { price: number | null }[]): [number, number] | null {
  const prices = children.map((child) => child.price).filter((price) => price !== null);
  if (prices.length === 0) return null;
  return [Math.min(...prices), Math.max(...prices)];
}
