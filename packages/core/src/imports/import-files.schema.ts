import { z } from "zod";

/** admin.md 4, 5, 9 and issue 20: the files an import accepts and the limits that refuse hostile ones. */

const megabyte = 1024 * 1024;

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const importContentTypes = ["text/csv", xlsxContentType] as const;
export type ImportContentType = (typeof importContentTypes)[number];

export const importFormats = ["csv", "xlsx"] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importLimits = {
  /** The largest file signed for upload (S3 refuses a bigger one) and read by the worker. */
  maxBytes: 25 * megabyte,
  /** The sum of an XLSX archive's uncompressed parts: a larger one is a zip bomb. */
  maxUncompressedBytes: 200 * megabyte,
  /** Data rows (the header not counted). */
  maxRows: 100_000,
  /** A cell longer than this is cut (no field of an import record is near it). */
  maxCellLength: 5_000,
  /** Columns of a row. */
  maxColumns: 200,
  /** admin.md 9: previews show the first 10 rows. */
  previewRows: 10,
  /** admin.md 9: saved in chunks of 200. */
  chunkRows: 200,
} as const;

export const importFileMessages = {
  tooLarge: "The file is larger than 25 MB. Split it into smaller files.",
  wrongType: "This file is not a CSV or an Excel (.xlsx) file.",
  invalidUtf8: "The file is not UTF-8 text. Save it as 'CSV UTF-8' and upload it again.",
  zipBomb: "The Excel file unpacks to more than 200 MB. Save it as CSV or split it.",
  tooManyRows: "The file has more than 100,000 rows. Split it into files of at most 100,000 rows.",
  tooManyColumns: "The file has more than 200 columns.",
  empty: "The file has no rows.",
  unreadable: "The file could not be read. Check that it is a valid CSV or Excel (.xlsx) file.",
  missing: "The uploaded file was not found. Upload it again.",
} as const;

/** The format a file is read as: csv for text/csv, xlsx for anything else (admin.md 5: "csv is sent as csv"). */
export const formatOf = (contentType: ImportContentType): ImportFormat =>
  contentType === "text/csv" ? "csv" : "xlsx";

export const ZImportFileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/\.[A-Za-z0-9]+$/, "Invalid file extension");

/** The content type an import file is signed for, from its name: .csv as CSV, anything else as XLSX. */
export const contentTypeOf = (fileName: string): ImportContentType =>
  /\.csv$/i.test(fileName) ? "text/csv" : xlsxContentType;
