import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { catalogueFileLimits, extensionOf } from "./catalogue-product.schema";
import { CatalogueImportEntity, type CatalogueImportItem } from "./catalogue-import.entity";
import { readCatalogueFile } from "./catalogue-file";
import { findImport, storeChangeSet } from "./catalogue-imports";
import { CatalogueFileError, catalogueRows } from "./catalogue-rows";
import { productsBySku, putProducts } from "./catalogue-store";
import { buildChangeSet } from "./change-set";

/** Only the first problems are kept on the record; the counts say how many rows were skipped in all. */
const keptProblems = 500;

/** Takes a queued upload for this run; false when another run already took it. */
async function claim(importId: string): Promise<boolean> {
  try {
    await CatalogueImportEntity.patch({ importId })
      .set({ status: "processing", updateDate: nowIso() })
      .where(({ status }, { eq }) => eq(status, "queued"))
      .go();
    return true;
  } catch {
    return false;
  }
}

async function process(item: CatalogueImportItem): Promise<void> {
  const records = await readCatalogueFile(item.fileKey, extensionOf(item.fileKey) ?? "csv");
  const { products, problems, rows } = catalogueRows(records);
  const counts = { rows, skipped: problems.length, problems: problems.slice(0, keptProblems) };
  if (item.kind === "global") {
    for (let start = 0; start < products.length; start += catalogueFileLimits.chunkSize)
      await putProducts(
        "global",
        item.province,
        products.slice(start, start + catalogueFileLimits.chunkSize),
      );
    await CatalogueImportEntity.patch({ importId: item.importId })
      .set({ ...counts, status: "saved", adds: products.length, updateDate: nowIso() })
      .go();
    return;
  }
  const existing = await productsBySku(
    "province",
    item.province,
    products.map((product) => product.sku),
  );
  const { unchanged, ...changeSet } = buildChangeSet(products, existing);
  const changeSetKey = await storeChangeSet(item, changeSet);
  await CatalogueImportEntity.patch({ importId: item.importId })
    .set({
      ...counts,
      status: "ready",
      changeSetKey,
      adds: changeSet.productsToAdd.length,
      updates: changeSet.updatedProducts.length,
      unchanged,
      updateDate: nowIso(),
    })
    .where(({ status }, { eq }) => eq(status, "processing"))
    .go();
}

/**
 * The worker: reads the uploaded file, then either builds the province change set for review or (global
 * catalogue) writes the products. A bad file fails the upload with its reason and writes no product.
 */
export async function runCatalogueImport(importId: string): Promise<void> {
  if (!(await claim(importId))) return;
  const item = await findImport(importId);
  try {
    await process(item);
  } catch (error) {
    const known =
      error instanceof CatalogueFileError || (error instanceof AppError && error.code === "INVALID_INPUT");
    if (!known) console.error("[catalogue-import]", importId, error);
    await CatalogueImportEntity.patch({ importId })
      .set({
        status: "failed",
        error: known ? error.message : "The file could not be processed",
        updateDate: nowIso(),
      })
      .go();
  }
}

/** The scheduled pass: any upload still queued (its immediate run was lost) is run now. */
export async function runQueuedCatalogueImports(): Promise<{ ran: number }> {
  let ran = 0;
  for (const kind of ["province", "global"] as const) {
    const { data } = await CatalogueImportEntity.query.recent({ kind }).go({ order: "desc", limit: 50 });
    for (const item of data.filter((entry) => entry.status === "queued")) {
      await runCatalogueImport(item.importId);
      ran += 1;
    }
  }
  return { ran };
}
