import { CustomAttributeType, Entity, type EntityItem } from "electrodb";
import { entityConfig } from "../db/client";
import { importFormats } from "./import-files.schema";
import { importStatuses, issueSeverities, type ImportNotice, type PreviewRow } from "./import-job.schema";

/**
 * One import of one file, with its live progress (the page polls it). `companyId` 0 is the platform's own
 * imports (province products, global catalogue). `queue` (gsi1, platform-wide like the job that reads it) holds
 * only the imports a worker still has to run: `queuedAt` is removed when a stage is finished.
 */
export const ImportJob = new Entity(
  {
    model: { entity: "importJob", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      importId: { type: "string", required: true },
      kind: { type: "string", required: true },
      status: { type: importStatuses, required: true },
      fileKey: { type: "string", required: true },
      fileName: { type: "string", required: true },
      format: { type: importFormats, required: true },
      /** What the kind needs beyond the file (e.g. the lenient character mode, the province). */
      options: {
        type: CustomAttributeType<Record<string, unknown>>("any"),
        required: true,
        default: () => ({}),
      },
      headers: { type: "list", items: { type: "string" }, required: true, default: () => [] },
      totalRows: { type: "number", required: true, default: 0 },
      previewRows: { type: CustomAttributeType<PreviewRow[]>("any"), required: true, default: () => [] },
      notices: { type: CustomAttributeType<ImportNotice[]>("any"), required: true, default: () => [] },
      /** Problems found by the preview: rows that will be skipped (errors) and rows imported with a warning. */
      errorCount: { type: "number", required: true, default: 0 },
      warningCount: { type: "number", required: true, default: 0 },
      /** A notice that keeps the import from starting until the file is fixed (admin.md 5: special characters). */
      blocked: { type: "boolean", required: true, default: false },
      imported: { type: "number", required: true, default: 0 },
      skipped: { type: "number", required: true, default: 0 },
      /** The first data row not yet written: a worker that stopped resumes here. */
      nextRow: { type: "number", required: true, default: 2 },
      /** Why the whole file was refused or the run stopped. */
      error: { type: "string" },
      createdBy: { type: "string", required: true },
      createDate: { type: "string", required: true },
      updateDate: { type: "string", required: true },
      finishDate: { type: "string" },
      queuedAt: { type: "string" },
      /** A worker holds the import until then; past it, another worker may take it over. */
      leaseUntil: { type: "string" },
    },
    indexes: {
      byCompany: {
        pk: { field: "pk", composite: ["companyId"] },
        sk: { field: "sk", composite: ["importId"] },
      },
      queue: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: [] },
        sk: { field: "gsi1sk", composite: ["queuedAt"] },
        condition: (attributes) => attributes.queuedAt !== undefined,
      },
    },
  },
  entityConfig,
);
export type ImportJobItem = EntityItem<typeof ImportJob>;

/**
 * One problem of one row: found by the preview (`stage` preview) or when the row was written (`stage` import).
 * `cells` keeps the row as it was in the file, so the skipped rows download as CSV with their reasons.
 */
export const ImportIssue = new Entity(
  {
    model: { entity: "importIssue", version: "1", service: "pos" },
    attributes: {
      companyId: { type: "number", required: true },
      importId: { type: "string", required: true },
      stage: { type: ["preview", "import"] as const, required: true },
      row: { type: "number", required: true, padding: { length: 7, char: "0" } },
      seq: { type: "number", required: true, padding: { length: 3, char: "0" } },
      severity: { type: issueSeverities, required: true },
      message: { type: "string", required: true },
      /** The product's name or id, or the customer's name, as the list shows it. */
      label: { type: "string" },
      cells: { type: "list", items: { type: "string" }, required: true },
    },
    indexes: {
      byImport: {
        pk: { field: "pk", composite: ["companyId", "importId"] },
        sk: { field: "sk", composite: ["stage", "row", "seq"] },
      },
    },
  },
  entityConfig,
);
export type ImportIssueItem = EntityItem<typeof ImportIssue>;
