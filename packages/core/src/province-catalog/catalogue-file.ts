import { GetObjectCommand } from "@aws-sdk/client-s3";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { bucketName, s3 } from "../files/storage";
import { catalogueFileLimits, catalogueMessages, type CatalogueExtension } from "./catalogue-product.schema";
import { CatalogueFileError } from "./catalogue-rows";
import { declaredUncompressedSize } from "./zip-size";


async function fileBytes(key: string): Promise<Buffer> {
  const object = await s3
    .send(new GetObjectCommand({ Bucket: bucketName(), Key: key }))
    .catch(() => {
      throw new CatalogueFileError(catalogueMessages.fileNotUploaded);
    });
  if ((object.ContentLength ?? 0) > catalogueFileLimits.maxBytes)
    throw new CatalogueFileError(catalogueMessages.tooLarge);
  const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  if (bytes.length > catalogueFileLimits.maxBytes) throw new CatalogueFileError(catalogueMessages.tooLarge);
  return bytes;
}

/** The records of a CSV file: UTF-8 only (an invalid byte refuses the file), byte order mark dropped. */
export function csvRecords(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new CatalogueFileError(catalogueMessages.invalidUtf8);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ""), { skipEmptyLines: "greedy" });
  return parsed.data;
}

type CellValue = ExcelJS.CellValue;

/** A cell as the text a person sees; a formula is kept as its text, never computed. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("formula" in value) return `=${value.formula}`;
  if ("sharedFormula" in value) return `=${value.sharedFormula}`;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return typeof value.text === "string" ? value.text : cellText(value.text);
  if ("error" in value) return value.error;
  return "";
}

async function xlsxRecords(bytes: Buffer): Promise<string[][]> {
  const unpacked = declaredUncompressedSize(bytes);
  if (unpacked === null) throw new CatalogueFileError(catalogueMessages.notReadable);
  if (unpacked > catalogueFileLimits.maxUncompressedBytes)
    throw new CatalogueFileError(catalogueMessages.uncompressedTooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new CatalogueFileError(catalogueMessages.notReadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new CatalogueFileError(catalogueMessages.noRows);
  if (sheet.rowCount > catalogueFileLimits.maxRows + 1) throw new CatalogueFileError(catalogueMessages.tooManyRows);
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(cellText(row.getCell(column).value));
    records.push(cells);
  });
  return records;
}

/** The file's records (header first), read from storage with the hostile-file limits applied. */
export async function readCatalogueFile(key: string, extension: CatalogueExtension): Promise<string[][]> {
  const bytes = await fileBytes(key);
  return extension === "csv" ? csvRecords(bytes) : xlsxRecords(bytes);
}
