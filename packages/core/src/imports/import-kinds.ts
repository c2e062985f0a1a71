import { customerImport } from "./customer-import";
import type { ImportHandler } from "./import-handler";
import type { ImportKind } from "./import-job.schema";
import { productBulkUpdate } from "./product-bulk-update";
import { productImport } from "./product-import";

/** The handler of each kind of import (import-job.schema.ts lists the kinds). */
export const importHandlers: Record<ImportKind, ImportHandler> = {
  products: productImport,
  productBulkUpdate,
  customers: customerImport,
};
