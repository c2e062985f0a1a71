import { z } from "zod";
import { ZId, zText } from "../common/bounded.schema";
import { ZImportFileName } from "./import-files.schema";

/**
 * admin.md 4: an import is idle (no job yet), then previewing (the worker reads the whole file), previewed (the
 * page shows the first rows and every problem), importing (progress: imported and skipped), then done with its
 * error list. failed: the whole file was refused (its message in `error`) or the run stopped.
 */
export const importStatuses = [
  "previewing",
  "previewed",
  "importing",
  "done",
  "failed",
  "cancelled",
] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** Each kind has its handler in import-kinds.ts. */
export const importKinds = ["products", "productBulkUpdate", "customers"] as const;
export type ImportKind = (typeof importKinds)[number];

export const issueSeverities = ["error", "warning", "change"] as const;
export type IssueSeverity = (typeof issueSeverities)[number];

/** A row of the preview as the page shows it: column name to text, and for a bulk update its changes. */
export interface PreviewRow {
  row: number;
  values: Record<string, string>;
  changes?: { field: string; from: string; to: string }[];
}

/** A message about the whole file (e.g. special characters); a blocking one keeps the import from starting. */
export interface ImportNotice {
  message: string;
  blocking: boolean;
}

export const importMessages = {
  notFound: "Import not found",
  notPreviewed: "This import is not waiting to start",
  blocked: "Fix the problems shown in the preview, then upload the file again",
  running: "This import is still running",
} as const;

const ZCompanyId = z.number().int().nonnegative();

export const ZImportUploadInput = z.object({ companyId: ZCompanyId, fileName: ZImportFileName });

export const ZStartImportInput = z.object({
  companyId: ZCompanyId,
  kind: z.enum(importKinds),
  key: zText(400),
  fileName: ZImportFileName,
  /** admin.md 5: printable characters 0x20 to 0x7F, or up to 0xFF in the lenient mode. */
  lenient: z.boolean().default(false),
});

export const ZImportRef = z.object({ companyId: ZCompanyId, importId: ZId });
export type ImportRef = z.infer<typeof ZImportRef>;

export const ZImportIssuesInput = ZImportRef.extend({
  stage: z.enum(["preview", "import"]),
  limit: z.number().int().min(1).max(500).default(100),
  cursor: zText(400).nullish(),
});

export interface ImportJobView {
  importId: string;
  kind: string;
  status: ImportStatus;
  fileName: string;
  headers: string[];
  totalRows: number;
  previewRows: PreviewRow[];
  notices: ImportNotice[];
  errorCount: number;
  warningCount: number;
  blocked: boolean;
  imported: number;
  skipped: number;
  error: string | null;
  createDate: string;
  finishDate: string | null;
}

export interface ImportIssueView {
  row: number;
  severity: IssueSeverity;
  message: string;
  label: string | null;
}
