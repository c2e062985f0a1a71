import { openImportFile, type ImportRow } from "../imports/row-reader";
import type { ImportFormat } from "../imports/import-files.schema";
import { catalogueFileLimits, catalogueMessages } from "./catalogue-product.schema";
import { CatalogueFileError, type CatalogueRecords } from "./catalogue-rows";

/**
 * The file's header and rows through the shared import reader (streaming, with its limits on size, type, UTF-8
 * and zip bombs); a catalogue has at most 20,000 products, since its change set is reviewed as one.
 */
export async function readCatalogueFile(key: string, format: ImportFormat): Promise<CatalogueRecords> {
  const table = await openImportFile(key, format);
  const rows: ImportRow[] = [];
  for await (const row of table.rows) {
    rows.push(row);
    if (rows.length > catalogueFileLimits.maxRows)
      throw new CatalogueFileError(catalogueMessages.tooManyRows);
  }
  return { headers: table.headers, rows };
}
