import {
  catalogLimits,
  strainTypes,
  type LocationOverride,
  type MetaDataEntry,
  type StrainType,
} from "../catalog/product.schema";
import { headerKey } from "./import-handler";
import { productImportMessages as messages } from "./product-import.schema";

/**
 * admin.md 3 Product import record and admin.md 5 Product CSV: one row read into fields. Only the columns the file
 * has are `present`: an existing product (same SKU, or the ID of a bulk update) keeps every other field.
 */

export interface RowProblem {
  severity: "error" | "warning";
  message: string;
}

export interface ProductRow {
  row: number;
  cells: string[];
  present: Set<ProductField>;
  id: string;
  sku: string;
  name: string;
  /** The name as typed, before characters outside the allowed set were stripped. */
  typedName: string;
  specialCharacters: string;
  parentSku: string;
  parentName: string;
  price: number | null;
  purchasePrice: number | null;
  depositFee: number | null;
  description: string | null;
  shortDescription: string | null;
  category: string;
  supplierName: string | null;
  taxGroupId: string | null;
  barcode: string | null;
  gtin: string | null;
  cannabisWeight: number | null;
  cannabisVolume: number | null;
  weight: number | null;
  isBatchTracked: boolean;
  strainType: StrainType | null;
  tags: string[];
  isDeleted: boolean;
  vendorNames: string[];
  images: string[];
  metaData: MetaDataEntry[];
  /** Keyed by the location as the header names it (id or name); resolved by the import. */
  locationOverrides: (Omit<LocationOverride, "locationId"> & { location: string })[];
  problems: RowProblem[];
}

export const productFields = [
  "id",
  "sku",
  "name",
  "parentSku",
  "parentName",
  "price",
  "purchasePrice",
  "depositFee",
  "description",
  "shortDescription",
  "category",
  "supplierName",
  "taxGroupId",
  "barcode",
  "gtin",
  "cannabisWeight",
  "cannabisVolume",
  "weight",
  "isBatchTracked",
  "strainType",
  "tags",
  "isDeleted",
  "vendorNames",
  "images",
  "metaData",
  "locationOverrides",
] as const;
export type ProductField = (typeof productFields)[number];

/** The header names each field is read from (matched by headerKey: case, spaces, `_` and `-` ignored). */
const columnNames: Record<Exclude<ProductField, "images" | "metaData" | "locationOverrides">, string[]> = {
  id: ["id", "productId"],
  sku: ["sku"],
  name: ["name"],
  parentSku: ["parentSku"],
  parentName: ["parentName"],
  price: ["price", "retailPrice"],
  purchasePrice: ["cost", "purchasePrice", "wholesaleCost"],
  depositFee: ["depositFee"],
  description: ["description"],
  shortDescription: ["receiptDescription"],
  category: ["category", "categoryName"],
  supplierName: ["supplier", "supplierName"],
  taxGroupId: ["taxGroupId", "taxGroup"],
  barcode: ["barcode"],
  gtin: ["gtin"],
  cannabisWeight: ["cannabisWeight"],
  cannabisVolume: ["cannabisVolume"],
  weight: ["weight"],
  isBatchTracked: ["trackLots", "isBatchTracked"],
  strainType: ["strainType"],
  tags: ["tags"],
  isDeleted: ["isDeleted", "deleted"],
  vendorNames: ["vendors", "vendorIds", "vendorNames"],
};

/** admin.md 5: the columns a product file must have, by the label the message names them with. */
const requiredColumns = { SKU: "sku", Name: "name", Price: "price", Category: "category" } as const;

const metaColumn = /^meta:(.+)$/i;
const locationColumn = /^location:(.+):(price|cost|barcode|active)$/i;
const imageColumn = /^(images?|image\s*[1-5]|imageurl)$/i;

/** Where each field is in a file's header. */
export interface ProductColumns {
  at: Partial<Record<ProductField, number>>;
  images: number[];
  meta: { key: string; at: number }[];
  locations: { location: string; field: "price" | "cost" | "barcode" | "active"; at: number }[];
}

export function productColumnsOf(headers: string[]): ProductColumns {
  const keys = headers.map(headerKey);
  const at: ProductColumns["at"] = {};
  for (const [field, names] of Object.entries(columnNames)) {
    const position = names
      .map(headerKey)
      .map((name) => keys.indexOf(name))
      .find((index) => index >= 0);
    if (position !== undefined) at[field as ProductField] = position;
  }
  const columns: ProductColumns = { at, images: [], meta: [], locations: [] };
  headers.forEach((header, position) => {
    const text = header.trim();
    const meta = metaColumn.exec(text);
    const location = locationColumn.exec(text);
    if (imageColumn.test(text)) columns.images.push(position);
    else if (meta?.[1]) columns.meta.push({ key: meta[1].trim(), at: position });
    else if (location?.[1] && location[2])
      columns.locations.push({
        location: location[1].trim(),
        field: location[2].toLowerCase() as "price",
        at: position,
      });
  });
  return columns;
}

export function missingProductColumns(headers: string[]): string[] {
  const keys = new Set(headers.map(headerKey));
  return Object.entries(requiredColumns)
    .filter(([, field]) => !columnNames[field].some((alias) => keys.has(headerKey(alias))))
    .map(([label]) => label);
}

/** Dollars with an optional $ (and thousands commas) to cents, rounded half up; null when blank, NaN when not money. */
export function parseCents(value: string): number | null {
  const text = value.replace(/[\s,]/g, "");
  if (text === "") return null;
  const match = /^\$?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return Number.NaN;
  const decimals = (match[2] ?? "").padEnd(3, "0");
  const cents = Number(match[1]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return cents > catalogLimits.maxPriceCents ? Number.NaN : cents;
}

const parseMeasure = (value: string): number | null => {
  if (value.trim() === "") return null;
  const number = Number(value.trim());
  return Number.isFinite(number) && number >= 0 && number <= 1_000_000 ? number : Number.NaN;
};

const parseFlag = (value: string): boolean | null | undefined => {
  const text = value.trim().toLowerCase();
  if (text === "") return null;
  if (["true", "yes", "y", "1"].includes(text)) return true;
  if (["false", "no", "n", "0"].includes(text)) return false;
  return undefined;
};

const list = (value: string): string[] =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

/** admin.md 5: printable characters only, 0x20 to 0x7E (0xFF in the lenient mode). */
export function specialCharactersOf(name: string, lenient: boolean): string {
  const highest = lenient ? 0xff : 0x7e;
  return [
    ...new Set(
      [...name].filter((char) => (char.codePointAt(0) ?? 0) < 0x20 || (char.codePointAt(0) ?? 0) > highest),
    ),
  ].join("");
}

const cannabisWords = [
  "cannabis",
  "marijuana",
  "marihuana",
  "weed",
  "ganja",
  "kush",
  "thc",
  "cbd",
  "hemp",
  "sativa",
  "indica",
  "reefer",
];

/** admin.md 5: the product-name check that flags cannabis-related words. */
export const cannabisWordIn = (name: string): string | null =>
  cannabisWords.find((word) => new RegExp(`\\b${word}\\b`, "i").test(name)) ?? null;

const imageExtension = /\.(jpe?g|png)$/i;

/** One row into fields, with the problems found in it alone (the whole file's are found by product-families.ts). */
export function parseProductRow(
  columns: ProductColumns,
  row: { row: number; cells: string[] },
  lenient: boolean,
): ProductRow {
  const problems: RowProblem[] = [];
  const present = new Set<ProductField>();
  const text = (field: ProductField): string => {
    const position = columns.at[field];
    if (position === undefined) return "";
    present.add(field);
    return (row.cells[position] ?? "").trim();
  };
  const optional = (field: ProductField): string | null => text(field) || null;
  const money = (field: "price" | "purchasePrice" | "depositFee", label: string): number | null => {
    const cents = parseCents(text(field));
    if (Number.isNaN(cents)) {
      problems.push({ severity: "error", message: messages.money(label) });
      return null;
    }
    return cents;
  };
  const measure = (field: "cannabisWeight" | "cannabisVolume" | "weight", label: string): number | null => {
    const number = parseMeasure(text(field));
    if (Number.isNaN(number)) {
      problems.push({ severity: "error", message: messages.number(label) });
      return null;
    }
    return number;
  };
  const flag = (field: "isBatchTracked" | "isDeleted", label: string): boolean => {
    const value = parseFlag(text(field));
    if (value === undefined) problems.push({ severity: "error", message: messages.flag(label) });
    return value ?? false;
  };

  const typedName = text("name");
  const specialCharacters = specialCharactersOf(typedName, lenient);
  const name = specialCharacters
    ? [...typedName]
        .filter((char) => !specialCharacters.includes(char))
        .join("")
        .trim()
    : typedName;
  const sku = text("sku");
  const barcode = optional("barcode");
  for (const [label, value] of [
    ["SKU", sku],
    ["barcode", barcode ?? ""],
  ] as const)
    if (/e\+/i.test(value)) problems.push({ severity: "warning", message: messages.scientific(label) });

  const strainText = text("strainType");
  const strainType = strainTypes.find((type) => type.toLowerCase() === strainText.toLowerCase()) ?? null;
  if (strainText && !strainType)
    problems.push({ severity: "warning", message: messages.strainType(strainText) });

  const tags = list(text("tags"));
  if (tags.some((tag) => tag.length > catalogLimits.tagLength))
    problems.push({ severity: "error", message: messages.tagTooLong });
  if (tags.length > catalogLimits.tags) problems.push({ severity: "error", message: messages.tooManyTags });

  const imageCells = columns.images.flatMap((position) => list(row.cells[position] ?? ""));
  if (columns.images.length > 0) present.add("images");
  const kept = imageCells.filter((url) => imageExtension.test(url.split("?")[0] ?? ""));
  for (const url of imageCells.filter((entry) => !kept.includes(entry)))
    problems.push({ severity: "warning", message: messages.imageType(url) });
  if (kept.length > catalogLimits.images)
    problems.push({ severity: "warning", message: messages.tooManyImages });

  const metaData = columns.meta
    .map(({ key, at }) => ({ key: key.slice(0, 64), value: (row.cells[at] ?? "").trim().slice(0, 500) }))
    .filter((entry) => entry.value !== "");
  if (columns.meta.length > 0) present.add("metaData");

  const overrides = new Map<string, ProductRow["locationOverrides"][number]>();
  for (const { location, field, at } of columns.locations) {
    const value = (row.cells[at] ?? "").trim();
    if (value === "") continue;
    const override = overrides.get(location) ?? {
      location,
      retailPrice: null,
      wholesaleCost: null,
      isActive: null,
      barcode: null,
    };
    if (field === "barcode") override.barcode = value.slice(0, 64);
    else if (field === "active") {
      const active = parseFlag(value);
      if (active === undefined)
        problems.push({ severity: "error", message: messages.flag(`${location} active`) });
      override.isActive = active ?? null;
    } else {
      const cents = parseCents(value);
      if (cents === null || Number.isNaN(cents))
        problems.push({ severity: "error", message: messages.money(`${location} ${field}`) });
      else if (field === "price") override.retailPrice = cents;
      else override.wholesaleCost = cents;
    }
    overrides.set(location, override);
  }
  if (columns.locations.length > 0) present.add("locationOverrides");

  return {
    row: row.row,
    cells: row.cells,
    present,
    id: text("id"),
    sku,
    name,
    typedName,
    specialCharacters,
    parentSku: text("parentSku"),
    parentName: text("parentName"),
    price: money("price", "price"),
    purchasePrice: money("purchasePrice", "cost"),
    depositFee: money("depositFee", "deposit fee"),
    description: optional("description"),
    shortDescription: optional("shortDescription"),
    category: text("category"),
    supplierName: optional("supplierName"),
    taxGroupId: optional("taxGroupId"),
    barcode,
    gtin: optional("gtin"),
    cannabisWeight: measure("cannabisWeight", "cannabis weight"),
    cannabisVolume: measure("cannabisVolume", "cannabis volume"),
    weight: measure("weight", "weight"),
    isBatchTracked: flag("isBatchTracked", "Track Lots"),
    strainType,
    tags,
    isDeleted: flag("isDeleted", "deleted"),
    vendorNames: list(text("vendorNames")),
    images: kept.slice(0, catalogLimits.images),
    metaData,
    locationOverrides: [...overrides.values()],
    problems,
  };
}
