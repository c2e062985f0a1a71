import { isValidGtin } from "../catalog/gtin";
import {
  catalogueFileLimits,
  catalogueMessages,
  ZCatalogueProductFields,
  type CatalogueField,
  type CatalogueProductFields,
  type RowProblem,
} from "./catalogue-product.schema";

/**
 * Column names as the provincial wholesalers' lists spell them, compared without case, spaces or punctuation
 * ("Item Number", "THC Min %" and "thc_min" all work). The first matching column wins.
 */
const columnNames: Record<CatalogueField, readonly string[]> = {
  sku: ["sku", "itemnumber", "itemsku", "productsku", "variantsku", "ocsitemnumber"],
  name: ["name", "productname", "itemname"],
  brand: ["brand", "brandname", "suppliername", "supplier", "licensedproducer"],
  category: ["category", "productcategory"],
  format: ["format", "packsize", "packformat"],
  type: ["type", "producttype", "subcategory"],
  description: ["description", "productdescription", "shortdescription"],
  imageUrl: ["imageurl", "image", "imagelink"],
  gtin: ["gtin", "barcode", "upc", "ean", "eachgtin"],
  quantityPerCase: ["quantitypercase", "casequantity", "unitspercase", "qtypercase"],
  weight: ["weight", "netweight", "unitweight"],
  cannabisWeight: ["cannabisweight", "netcannabisweight", "dryweight"],
  volume: ["volume", "netvolume"],
  thc: ["thc", "thccontent"],
  cbd: ["cbd", "cbdcontent"],
  minThc: ["minthc", "thcmin"],
  maxThc: ["maxthc", "thcmax"],
  minCbd: ["mincbd", "cbdmin"],
  maxCbd: ["maxcbd", "cbdmax"],
  thcCbdUnit: ["thccbdunit", "potencyunit", "unit"],
  plantType: ["planttype", "straintype", "strain", "species"],
};

/** A problem with the whole file: the upload fails with this message and nothing is written. */
export class CatalogueFileError extends Error {}

const requiredColumns: readonly CatalogueField[] = ["sku", "name"];

const numericFields: ReadonlySet<CatalogueField> = new Set([
  "quantityPerCase",
  "weight",
  "cannabisWeight",
  "volume",
  "thc",
  "cbd",
  "minThc",
  "maxThc",
  "minCbd",
  "maxCbd",
]);

const columnKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Which column (index) holds each field; throws the missing required columns' names. */
export function mapColumns(header: readonly string[]): Partial<Record<CatalogueField, number>> {
  const keys = header.map(columnKey);
  const found: Partial<Record<CatalogueField, number>> = {};
  for (const [field, names] of Object.entries(columnNames) as [CatalogueField, readonly string[]][]) {
    for (const name of names) {
      const index = keys.indexOf(name);
      if (index >= 0 && found[field] === undefined) found[field] = index;
    }
  }
  const missing = requiredColumns.filter((field) => found[field] === undefined);
  if (missing.length > 0)
    throw new CatalogueFileError(`${catalogueMessages.missingColumns}${missing.join(", ")}`);
  return found;
}

/** A cell this product exported (formula-looking text behind an apostrophe) comes back as the text itself. */
const unneutralised = (value: string): string => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** "18.5", "18.5%", "3.5 g", "10 mg/g": the number; units are the file's business, not ours. */
function numberOf(value: string): number | null | "bad" {
  if (value === "") return null;
  const match = /^(\d+(?:\.\d+)?)\s*(%|g|mg\/g|mg|ml)?$/i.exec(value.replace(/,/g, ""));
  return match ? Number(match[1]) : "bad";
}

type Parsed = { product: CatalogueProductFields } | { problem: string };

function parseRow(cells: readonly string[], columns: Partial<Record<CatalogueField, number>>): Parsed {
  const raw: Record<string, string | number | null> = {};
  for (const [field, index] of Object.entries(columns) as [CatalogueField, number][]) {
    const value = unneutralised((cells[index] ?? "").trim());
    if (!numericFields.has(field)) {
      raw[field] = value === "" ? null : value;
      continue;
    }
    const number = numberOf(value);
    if (number === "bad") return { problem: `${field} "${value.slice(0, 40)}" is not a number` };
    raw[field] = number;
  }
  const gtin = raw.gtin;
  if (typeof gtin === "string" && !isValidGtin(gtin))
    return { problem: `GTIN "${gtin.slice(0, 20)}" is not valid` };
  const fields = Object.fromEntries(
    (Object.keys(columnNames) as CatalogueField[]).map((field) => [field, raw[field] ?? null]),
  );
  const parsed = ZCatalogueProductFields.safeParse(fields);
  if (parsed.success) return { product: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: `${String(issue?.path[0] ?? "row")}: ${issue?.message ?? "invalid"}` };
}

export type CatalogueRows = { products: CatalogueProductFields[]; problems: RowProblem[]; rows: number };

/** A file's header and its data rows, each with its number as a spreadsheet shows it (the header is row 1). */
export type CatalogueRecords = {
  headers: readonly string[];
  rows: readonly { row: number; cells: readonly string[] }[];
};

/** The products of a file's rows. A bad row is skipped with its reason; a SKU seen twice keeps its first row. */
export function catalogueRows({ headers, rows: all }: CatalogueRecords): CatalogueRows {
  const columns = mapColumns(headers);
  const rows = all.filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) throw new CatalogueFileError(catalogueMessages.noRows);
  if (rows.length > catalogueFileLimits.maxRows) throw new CatalogueFileError(catalogueMessages.tooManyRows);
  const products: CatalogueProductFields[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const parsed = parseRow(cells, columns);
    if ("problem" in parsed) {
      problems.push({ row, message: parsed.problem });
    } else if (seen.has(parsed.product.sku)) {
      problems.push({
        row,
        message: `SKU ${parsed.product.sku} appears more than once; the first row is kept`,
      });
    } else {
      seen.add(parsed.product.sku);
      products.push(parsed.product);
    }
  }
  return { products, problems, rows: rows.length };
}

/** Records as a parser gives them (the header first), numbered as a spreadsheet numbers its rows. */
export const recordsOf = ([headers = [], ...rows]: readonly (readonly string[])[]): CatalogueRecords => ({
  headers,
  rows: rows.map((cells, index) => ({ row: index + 2, cells })),
});
