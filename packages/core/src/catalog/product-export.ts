import { parseCsv, toCsv } from "./csv";
import type { ProductItem } from "./product.entity";
import type { CannabinoidEntry, LocationOverride, MetaDataEntry } from "./product.schema";

/** dashboard.md 3 "Product export and import columns", in order, then GTIN and the dried cannabis equivalent. */
export const productExportColumns = [
  "ID",
  "SKU",
  "Parent ID",
  "Parent SKU",
  "Full Name",
  "Name",
  "Parent Name",
  "Image URL",
  "Image URL 0",
  "Image URL 1",
  "Image URL 2",
  "Image URL 3",
  "Image URL 4",
  "Is Active",
  "Is Master Product",
  "Is Tracking Inventory",
  "Retail Price",
  "Category",
  "Brand",
  "Deposit Fee",
  "Tax",
  "Wholesale Cost",
  "Description",
  "Barcode",
  "Receipt Description",
  "Net Product Weight",
  "Cannabis Weight",
  "Cannabis Volume",
  "THC",
  "CBD",
  "Min THC",
  "Max THC",
  "Min CBD",
  "Max CBD",
  "Show Min Max THC CBD",
  "THC/CBD Unit",
  "Track Lots",
  "Tags",
  "Strain Type",
  "Created",
  "Updated",
  "Sell Type",
  "Available Online",
  "Is Deleted",
  "Supplier ID",
  "Vendor IDs",
  "GTIN",
  "Dried Cannabis Equivalent (g)",
] as const;

export const overrideColumns = [
  "Override-Location ID",
  "Override-Is Active",
  "Override-Barcode",
  "Override-Retail Price",
  "Override-Wholesale Cost",
] as const;

export const customColumn = (key: string): string => `Custom-${key}`;

/** Names of the company's categories, suppliers (the Brand column) and tax groups, by id. */
export interface ExportLookups {
  categories: ReadonlyMap<string, string>;
  suppliers: ReadonlyMap<string, string>;
  taxGroups: ReadonlyMap<string, string>;
}

export type ExportRecord = Record<string, string>;

export interface ProductExport {
  columns: string[];
  records: ExportRecord[];
}

const listSeparator = "|";
const yesNo = (value: boolean): string => (value ? "TRUE" : "FALSE");
const dollars = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);
const plain = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);
const named = (names: ReadonlyMap<string, string>, id: string | undefined): string =>
  id === undefined ? "" : (names.get(id) ?? "");

function metaDataOf(product: ProductItem): MetaDataEntry[] {
  return (product.metaData ?? []) as MetaDataEntry[];
}

/** The product's first cannabinoid entry that is not location-specific carries its ranges and unit. */
function cannabinoidCells(product: ProductItem): ExportRecord {
  const entries = (product.cannabinoidMetaData ?? []) as CannabinoidEntry[];
  const entry = entries.find((candidate) => !candidate.isLocationCannabinoid);
  return {
    "Min THC": plain(entry?.minTHC),
    "Max THC": plain(entry?.maxTHC),
    "Min CBD": plain(entry?.minCBD),
    "Max CBD": plain(entry?.maxCBD),
    "Show Min Max THC CBD": entry ? yesNo(entry.showMaxMin) : "",
    "THC/CBD Unit": entry?.unit ?? "",
  };
}

function customCells(product: ProductItem): ExportRecord {
  const cells: ExportRecord = {};
  for (const { key, value } of metaDataOf(product)) {
    const column = customColumn(key);
    cells[column] = cells[column] === undefined ? value : `${cells[column]}${listSeparator}${value}`;
  }
  return cells;
}

function productRecord(
  product: ProductItem,
  parent: ProductItem | undefined,
  lookups: ExportLookups,
): ExportRecord {
  const images = product.images ?? [];
  return {
    ID: product.productId,
    SKU: plain(product.sku),
    "Parent ID": plain(product.parentId),
    "Parent SKU": plain(parent?.sku),
    "Full Name": parent ? `${parent.name} - ${product.name}` : product.name,
    Name: product.name,
    "Parent Name": plain(parent?.name),
    "Image URL": plain(product.imageUrl),
    ...Object.fromEntries([0, 1, 2, 3, 4].map((slot) => [`Image URL ${slot}`, plain(images[slot])])),
    "Is Active": yesNo(product.isActive),
    "Is Master Product": yesNo(product.isMasterProduct),
    "Is Tracking Inventory": yesNo(product.trackInventory),
    "Retail Price": dollars(product.price),
    Category: named(lookups.categories, product.categoryId),
    Brand: named(lookups.suppliers, product.supplierId),
    "Deposit Fee": dollars(product.depositFee),
    Tax: named(lookups.taxGroups, product.taxGroupId),
    "Wholesale Cost": dollars(product.purchasePrice),
    Description: plain(product.description),
    Barcode: plain(product.barcode),
    "Receipt Description": plain(product.shortDescription),
    "Net Product Weight": plain(product.weight),
    "Cannabis Weight": plain(product.cannabisWeight),
    "Cannabis Volume": plain(product.cannabisVolume),
    THC: plain(product.thc),
    CBD: plain(product.cbd),
    ...cannabinoidCells(product),
    "Track Lots": yesNo(product.isBatchTracked),
    Tags: (product.tags ?? []).join(listSeparator),
    "Strain Type": plain(product.strainType),
    Created: product.createDate,
    Updated: product.updateDate,
    "Sell Type": product.unit,
    "Available Online": yesNo(Boolean(product.wooCommerceProductId)),
    "Is Deleted": yesNo(product.isDeleted),
    "Supplier ID": plain(product.supplierId),
    "Vendor IDs": (product.vendorIds ?? []).join(listSeparator),
    GTIN: plain(product.gtin),
    "Dried Cannabis Equivalent (g)": plain(product.driedCannabisEquivalent),
    ...customCells(product),
  };
}

/** A location override is its own record right after its product, with only the product's ID and SKU. */
function overrideRecord(product: ProductItem, override: LocationOverride): ExportRecord {
  return {
    ID: product.productId,
    SKU: plain(product.sku),
    "Override-Location ID": override.locationId,
    "Override-Is Active": override.isActive === null ? "" : yesNo(override.isActive),
    "Override-Barcode": plain(override.barcode),
    "Override-Retail Price": dollars(override.retailPrice),
    "Override-Wholesale Cost": dollars(override.wholesaleCost),
  };
}

/**
 * The records of the export, in the order given (each master followed by its children). Custom-{key} columns
 * (one per metaData key of any exported product, sorted) come before the Override-* columns.
 */
export function productExport(products: readonly ProductItem[], lookups: ExportLookups): ProductExport {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const customKeys = [
    ...new Set(products.flatMap((product) => metaDataOf(product).map((entry) => entry.key))),
  ];
  customKeys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const records: ExportRecord[] = [];
  for (const product of products) {
    records.push(productRecord(product, product.parentId ? byId.get(product.parentId) : undefined, lookups));
    for (const override of (product.locationOverrides ?? []) as LocationOverride[])
      records.push(overrideRecord(product, override));
  }
  return { columns: [...productExportColumns, ...customKeys.map(customColumn), ...overrideColumns], records };
}

export function productCsv({ columns, records }: ProductExport): string {
  return toCsv([columns, ...records.map((record) => columns.map((column) => record[column] ?? ""))]);
}

/** The records of a product CSV as column name to cell; missing cells are empty. */
export function parseProductCsv(text: string): ExportRecord[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""])));
}
