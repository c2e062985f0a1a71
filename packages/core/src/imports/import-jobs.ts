import { PutObjectCommand } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { toCsv } from "../catalog/csv";
import { getCompany } from "../company/company";
import { isCompanyKey } from "../files/files";
import type { PresignedUpload } from "../files/files.schema";
import {
  bucketName,
  companyFileKey,
  platformFileKey,
  presignDownload,
  presignUpload,
  s3,
} from "../files/storage";
import { contentTypeOf, formatOf, importLimits } from "./import-files.schema";
import { ImportIssue, ImportJob, type ImportIssueItem, type ImportJobItem } from "./import-job.entity";
import {
  importMessages,
  ZImportIssuesInput,
  ZImportRef,
  ZImportUploadInput,
  ZStartImportInput,
  type ImportIssueView,
  type ImportJobView,
  type ImportRef,
} from "./import-job.schema";
import { workQueued } from "../jobs/work-queue";
import type { z } from "zod";

/** companyId 0: the platform's own files (province products, global catalogue) under `platform/imports/`. */
const platformFolder = "imports";

const ownsKey = (companyId: number, key: string): boolean =>
  companyId === 0
    ? key.startsWith(`platform/${platformFolder}/`) && !key.includes("..")
    : isCompanyKey(companyId, key);

/** A signed upload of one CSV or XLSX file (by its extension), at most importLimits.maxBytes. */
export async function createImportUpload(
  input: z.input<typeof ZImportUploadInput>,
): Promise<PresignedUpload> {
  const { companyId, fileName } = ZImportUploadInput.parse(input);
  const contentType = contentTypeOf(fileName);
  const key =
    companyId === 0
      ? platformFileKey(platformFolder, fileName, contentType)
      : companyFileKey(companyId, fileName, contentType);
  return presignUpload(key, { contentType, maxBytes: importLimits.maxBytes });
}

const toView = (job: ImportJobItem): ImportJobView => ({
  importId: job.importId,
  kind: job.kind,
  status: job.status,
  fileName: job.fileName,
  headers: job.headers,
  totalRows: job.totalRows,
  previewRows: job.previewRows,
  notices: job.notices,
  errorCount: job.errorCount,
  warningCount: job.warningCount,
  blocked: job.blocked,
  imported: job.imported,
  skipped: job.skipped,
  error: job.error ?? null,
  createDate: job.createDate,
  finishDate: job.finishDate ?? null,
});

/** Records the uploaded file as an import and queues its preview; nothing of the file is written yet. */
export async function startImport(
  input: z.input<typeof ZStartImportInput>,
  by: { userId: string },
): Promise<ImportJobView> {
  const { companyId, kind, key, fileName, lenient } = ZStartImportInput.parse(input);
  if (companyId > 0) await getCompany(companyId);
  if (!ownsKey(companyId, key)) throw new AppError("NOT_FOUND", importMessages.notFound);
  const at = nowIso();
  const job = await ImportJob.create({
    companyId,
    importId: `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`,
    kind,
    status: "previewing",
    fileKey: key,
    fileName,
    format: formatOf(contentTypeOf(fileName)),
    options: { lenient },
    createdBy: by.userId,
    createDate: at,
    updateDate: at,
    queuedAt: at,
  }).go();
  await workQueued("imports");
  return toView(job.data as ImportJobItem);
}

async function jobOf(ref: ImportRef): Promise<ImportJobItem> {
  const { data } = await ImportJob.get(ref).go({ consistent: true });
  if (!data) throw new AppError("NOT_FOUND", importMessages.notFound);
  return data as ImportJobItem;
}

export async function getImport(input: z.input<typeof ZImportRef>): Promise<ImportJobView> {
  return toView(await jobOf(ZImportRef.parse(input)));
}

/** Starts writing a previewed file; refused while the preview shows a blocking problem (server-side rule). */
export async function confirmImport(input: z.input<typeof ZImportRef>): Promise<ImportJobView> {
  const ref = ZImportRef.parse(input);
  const job = await jobOf(ref);
  if (job.status !== "previewed") throw new AppError("CONFLICT", importMessages.notPreviewed);
  if (job.blocked) throw new AppError("INVALID_INPUT", importMessages.blocked);
  const at = nowIso();
  try {
    await ImportJob.patch(ref)
      .set({ status: "importing", queuedAt: at, updateDate: at, nextRow: 2 })
      .where(({ status }, { eq }) => eq(status, "previewed"))
      .go();
  } catch {
    throw new AppError("CONFLICT", importMessages.notPreviewed);
  }
  await workQueued("imports");
  return getImport(ref);
}

const issueView = (issue: ImportIssueItem): ImportIssueView => ({
  row: issue.row,
  severity: issue.severity,
  message: issue.message,
  label: issue.label ?? null,
});

/** One page of the preview's problems or of the rows the import skipped, in row order. */
export async function listImportIssues(
  input: z.input<typeof ZImportIssuesInput>,
): Promise<{ items: ImportIssueView[]; cursor: string | null }> {
  const { companyId, importId, stage, limit, cursor } = ZImportIssuesInput.parse(input);
  await jobOf({ companyId, importId });
  const page = await ImportIssue.query
    .byImport({ companyId, importId, stage })
    .go({ limit, cursor: cursor ?? null })
    .catch(() => {
      throw new AppError("INVALID_INPUT", "This page key does not belong to this list.");
    });
  return { items: page.data.map((issue) => issueView(issue as ImportIssueItem)), cursor: page.cursor };
}

/** The skipped rows as they were in the file, with a Reason column, saved as CSV; answers a download link. */
export async function exportSkippedRows(input: z.input<typeof ZImportRef>): Promise<{ url: string }> {
  const ref = ZImportRef.parse(input);
  const job = await jobOf(ref);
  const issues = await ImportIssue.query.byImport({ ...ref, stage: "import" }).go({ pages: "all" });
  const records = [
    ["Row", ...job.headers, "Reason"],
    ...issues.data.map((issue) => [
      String(issue.row),
      ...job.headers.map((_, index) => issue.cells[index] ?? ""),
      issue.message,
    ]),
  ];
  const key = `${job.fileKey.replace(/[^/]+$/, "")}skipped-rows.csv`;
  await s3.send(
    new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: toCsv(records), ContentType: "text/csv" }),
  );
  return { url: await presignDownload(key, { attachment: true }) };
}
