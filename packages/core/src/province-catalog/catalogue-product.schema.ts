import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";

/**
 * The platform's catalogues (admin.md 2, 3, 7, 9): a province product list per provincial wholesaler, and the
 * global catalogue that companies add products from. Ontario's list also serves every province without its own.
 */
export const catalogueProvinces = ["AB", "BC", "MB", "ON"] as const;
export type CatalogueProvince = (typeof catalogueProvinces)[number];

export const provinceLabels: Record<CatalogueProvince, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  ON: "Ontario & all other provinces",
};

/** The export dropdown: Alberta, British Columbia and Ontario first, then the rest. */
export const exportProvinceOrder: readonly CatalogueProvince[] = ["AB", "BC", "ON", "MB"];

export const catalogueMessages = {
  invalidExtension: "Invalid file extension",
  selectProvince: "Please select a province",
  catalogUploaded: "Catalog uploaded",
  changeSetSaved: "Successfully uploaded change set",
  globalUploaded: "Global Catalog uploaded",
  tooManyRows: "The file has more than 20,000 products",
  missingColumns: "The file is missing the columns: ",
  noRows: "The file has no products",
  notReady: "This change set is not ready to save",
  cancelled: "This change set was cancelled",
  saved: "This change set was already saved",
  chunkOutOfRange: "There is no such part of this change set",
  importNotFound: "Upload not found",
  productNotFound: "Global catalog product not found",
  fileNotUploaded: "The file was not uploaded",
  alreadyAdded: "This product is already in your catalogue",
} as const;

/** Beyond the shared import limits (imports/import-files.schema.ts): a change set is reviewed as one. */
export const catalogueFileLimits = {
  maxRows: 20_000,
  /** The change set is saved this many products at a time (admin.md 9). */
  chunkSize: 200,
  /** Previews show this many rows first (admin.md 9). */
  previewRows: 10,
  /** The page waits this long after an upload before asking for the change set (admin.md 9). */
  waitAfterUploadMs: 5_000,
} as const;

export const catalogueExtensions = ["csv", "xlsx"] as const;
export type CatalogueExtension = (typeof catalogueExtensions)[number];

/** csv is sent as csv, anything else as xlsx; a name without an extension is refused (admin.md 5). */
export function extensionOf(fileName: string): CatalogueExtension | null {
  const match = /\.([^./\\]+)$/.exec(fileName.trim());
  if (!match) return null;
  return match[1]?.toLowerCase() === "csv" ? "csv" : "xlsx";
}

const ZName = z.string().trim().min(1).max(200);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
const measure = z.number().min(0).max(1_000_000).nullable();

/** One product of a province list or the global catalogue (admin.md 3 "Province product"). */
export const ZCatalogueProductFields = z.object({
  sku: z.string().trim().min(1).max(64),
  name: ZName,
  brand: optionalText(200),
  category: optionalText(100),
  format: optionalText(100),
  type: optionalText(100),
  description: optionalText(2000),
  imageUrl: optionalText(1000),
  gtin: optionalText(14),
  quantityPerCase: z.number().int().min(0).max(100_000).nullable(),
  weight: measure,
  cannabisWeight: measure,
  volume: measure,
  thc: measure,
  cbd: measure,
  minThc: measure,
  maxThc: measure,
  minCbd: measure,
  maxCbd: measure,
  thcCbdUnit: optionalText(10),
  plantType: optionalText(40),
});
export type CatalogueProductFields = z.infer<typeof ZCatalogueProductFields>;
export type CatalogueField = keyof CatalogueProductFields;
export const catalogueFields = Object.keys(ZCatalogueProductFields.shape) as CatalogueField[];

export type CatalogueProduct = CatalogueProductFields & {
  province: CatalogueProvince;
  updateDate: string;
};
export type GlobalProduct = CatalogueProduct & { globalProductId: string };

export type FieldValue = string | number | null;
export type FieldDiff = { fieldName: CatalogueField; oldValue: FieldValue; newValue: FieldValue };

/** admin.md 3 "Change set". */
export type ChangeSet = {
  productsToAdd: CatalogueProductFields[];
  updatedProducts: { product: CatalogueProductFields; diff: FieldDiff[] }[];
};

export const importStatuses = [
  "queued",
  "processing",
  "ready",
  "saving",
  "saved",
  "cancelled",
  "failed",
] as const;
export type ImportStatus = (typeof importStatuses)[number];

export type RowProblem = { row: number; message: string };

export type CatalogueImportView = {
  importId: string;
  kind: "province" | "global";
  province: CatalogueProvince;
  fileName: string;
  status: ImportStatus;
  rows: number;
  adds: number;
  updates: number;
  unchanged: number;
  skipped: number;
  problems: RowProblem[];
  error: string | null;
  chunks: number;
  savedChunks: number[];
  createDate: string;
};

export const ZProvince = z.enum(catalogueProvinces, catalogueMessages.selectProvince);

export const ZUploadCatalogueInput = z.object({
  province: ZProvince,
  fileName: z.string().trim().min(1).max(200),
});

export const ZStartImportInput = z.object({ province: ZProvince, key: zText(400), fileName: zText(200) });
export const ZImportRef = z.object({ importId: ZId });
export const ZChangeSetPageInput = ZImportRef.extend({
  offset: z.number().int().min(0).max(catalogueFileLimits.maxRows).default(0),
  limit: z.number().int().min(1).max(100).default(catalogueFileLimits.previewRows),
});
export const ZSaveChunkInput = ZImportRef.extend({
  chunk: z
    .number()
    .int()
    .min(0)
    .max(catalogueFileLimits.maxRows / catalogueFileLimits.chunkSize),
});

export const ZSearchProvinceProductsInput = z.object({
  province: ZProvince,
  query: z.string().trim().max(100).default(""),
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: z.record(zText(16), zText(1_024)).nullish(),
});

export const ZExportInput = z.object({ province: ZProvince });

export const ZGlobalProductsInput = z.object({
  province: ZProvince.optional(),
  query: z.string().trim().max(100).default(""),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).max(10_000).default(0),
});

export const ZCompanyGlobalProductsInput = ZGlobalProductsInput.extend({
  companyId: z.number().int().positive(),
});

export const ZAddGlobalProductInput = z.object({
  companyId: z.number().int().positive(),
  globalProductId: ZId,
});

/** The lookup the product import uses to fill fields a row leaves empty. */
export const ZProvinceLookupInput = z.object({
  province: ZProvince,
  sku: z.string().trim().max(64).nullish(),
  gtin: z.string().trim().max(14).nullish(),
});
