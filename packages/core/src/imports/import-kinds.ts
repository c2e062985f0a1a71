import { customerImport } from "./customer-import";
import type { ImportHandler } from "./import-handler";
import type { ImportKind } from "./import-job.schema";

/** The handler of each kind of import (import-job.schema.ts lists the kinds). */
export const importHandlers: Record<ImportKind, ImportHandler> = {
  customers: customerImport,
};
