import { now, nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { isConditionFailure } from "../db/conditions";
import { importLimits } from "./import-files.schema";
import type { ApplyPass, ImportHandler, RowIssue } from "./import-handler";
import { ImportIssue, ImportJob, type ImportJobItem } from "./import-job.entity";
import type { ImportKind, ImportRef, PreviewRow } from "./import-job.schema";
import { importHandlers } from "./import-kinds";
import { openImportFile, type ImportRow } from "./row-reader";

/**
 * The worker: runs each queued import off the request. As soon as an import is queued the runtime starts it
 * (core/jobs/work-queue.ts): locally in this process, in the cloud by an asynchronous invoke of the worker Lambda;
 * the `imports` job (packages/functions/src/jobs/schedule.ts) also runs every
 * minute and picks up whatever a start missed. A worker holds an import under a lease; one that stops (a deadline, a crash) leaves it queued, and the
 * next run resumes at `nextRow`. Every stage is safe to re-run: rows are matched by SKU, e-mail, phone or card id.
 */

const leaseMs = 10 * 60_000;
/** The cloud job's Lambda runs 5 minutes: a worker stops taking chunks after 4 and leaves the rest queued. */
const defaultBudgetMs = 4 * 60_000;
const issueBatch = 25;
const unexpected = "An error occurred while importing this row";

const handlerOf = (kind: string): ImportHandler => {
  const handler = (importHandlers as Record<string, ImportHandler | undefined>)[kind];
  if (!handler) throw new AppError("INTERNAL", `No handler for imports of ${kind}`);
  return handler;
};

const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

async function claim(ref: ImportRef): Promise<ImportJobItem | null> {
  const at = nowIso();
  try {
    const result = await ImportJob.patch(ref)
      .set({ leaseUntil: later(leaseMs) })
      .where(
        ({ queuedAt, leaseUntil }, { exists, notExists, lt }) =>
          `${exists(queuedAt)} AND (${notExists(leaseUntil)} OR ${lt(leaseUntil, at)})`,
      )
      .go({ response: "all_new" });
    return result.data as ImportJobItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

async function writeIssues(
  job: ImportJobItem,
  stage: "preview" | "import",
  issues: (RowIssue & { seq: number })[],
) {
  for (let start = 0; start < issues.length; start += issueBatch) {
    const batch = issues.slice(start, start + issueBatch).map((issue) => ({
      companyId: job.companyId,
      importId: job.importId,
      stage,
      row: issue.row,
      seq: issue.seq,
      severity: issue.severity,
      message: issue.message,
      label: issue.label,
      cells: issue.cells,
    }));
    const { unprocessed } = await ImportIssue.put(batch).go();
    if (unprocessed.length > 0) await ImportIssue.put(batch).go();
  }
}

const refOf = (job: ImportJobItem): ImportRef => ({ companyId: job.companyId, importId: job.importId });

async function fail(job: ImportJobItem, message: string): Promise<void> {
  await ImportJob.patch(refOf(job))
    .set({ status: "failed", error: message, finishDate: nowIso(), updateDate: nowIso() })
    .remove(["queuedAt", "leaseUntil"])
    .go();
}

/** Reads the whole file: counts its rows, keeps the first 10 for the preview, records every problem. */
async function runPreview(job: ImportJobItem, handler: ImportHandler): Promise<void> {
  const table = await openImportFile(job.fileKey, job.format);
  const refusal = handler.checkHeaders(table.headers);
  if (refusal) return fail(job, refusal);
  const pass = await handler.preview(job, table.headers);
  const previewRows: PreviewRow[] = [];
  const counts = { error: 0, warning: 0, change: 0 };
  let pending: (RowIssue & { seq: number })[] = [];
  let seq = 0;
  let totalRows = 0;
  const record = async (issues: RowIssue[], flush: boolean) => {
    for (const issue of issues) {
      counts[issue.severity] += 1;
      pending.push({ ...issue, seq: (seq += 1) });
    }
    if (flush || pending.length >= importLimits.chunkRows) {
      await writeIssues(job, "preview", pending);
      pending = [];
    }
  };
  for await (const row of table.rows) {
    totalRows += 1;
    if (previewRows.length < importLimits.previewRows) previewRows.push(await pass.show(row));
    await record(await pass.row(row), false);
  }
  const finish = await pass.finish();
  await record(finish.issues, true);
  await ImportJob.patch(refOf(job))
    .set({
      status: "previewed",
      headers: table.headers,
      totalRows,
      previewRows,
      notices: finish.notices,
      errorCount: counts.error,
      warningCount: counts.warning + counts.change,
      blocked: finish.notices.some((notice) => notice.blocking),
      updateDate: nowIso(),
    })
    .remove(["queuedAt", "leaseUntil"])
    .go();
}

async function applyChunk(job: ImportJobItem, pass: ApplyPass, rows: ImportRow[]): Promise<void> {
  const result = await pass.chunk(rows).catch((error: unknown) => {
    if (!(error instanceof AppError)) console.error("[imports] chunk failed:", error);
    const message = error instanceof AppError ? error.message : unexpected;
    return {
      imported: 0,
      skipped: rows.map((row) => ({ row: row.row, severity: "error" as const, message, cells: row.cells })),
    };
  });
  await writeIssues(
    job,
    "import",
    result.skipped.map((issue, index) => ({ ...issue, seq: index })),
  );
  const last = rows.at(-1)?.row ?? job.nextRow;
  await ImportJob.update(refOf(job))
    .add({
      imported: result.imported,
      skipped: result.skipped.filter((issue) => issue.severity === "error").length,
    })
    .set({ nextRow: last + 1, updateDate: nowIso(), leaseUntil: later(leaseMs) })
    .go();
}

/** Writes the rows from `nextRow` on, a chunk at a time, until the end or the deadline; true when finished. */
async function runApply(job: ImportJobItem, handler: ImportHandler, deadline: number): Promise<boolean> {
  const table = await openImportFile(job.fileKey, job.format);
  const pass = await handler.apply(job, table.headers);
  let chunk: ImportRow[] = [];
  for await (const row of table.rows) {
    if (row.row < job.nextRow) continue;
    chunk.push(row);
    if (chunk.length < importLimits.chunkRows) continue;
    await applyChunk(job, pass, chunk);
    chunk = [];
    if (Date.now() > deadline) {
      await ImportJob.patch(refOf(job)).remove(["leaseUntil"]).go();
      return false;
    }
  }
  if (chunk.length > 0) await applyChunk(job, pass, chunk);
  await ImportJob.patch(refOf(job))
    .set({ status: "done", finishDate: nowIso(), updateDate: nowIso() })
    .remove(["queuedAt", "leaseUntil"])
    .go();
  return true;
}

/** Runs one queued import's current stage; false when another worker holds it or it stopped at the deadline. */
export async function runImport(ref: ImportRef, budgetMs = defaultBudgetMs): Promise<boolean> {
  const job = await claim(ref);
  if (!job) return false;
  const handler = handlerOf(job.kind as ImportKind);
  try {
    if (job.status === "previewing") {
      await runPreview(job, handler);
      return true;
    }
    if (job.status === "importing") return await runApply(job, handler, Date.now() + budgetMs);
    await ImportJob.patch(ref).remove(["queuedAt", "leaseUntil"]).go();
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) console.error("[imports] run failed:", error);
    await fail(
      job,
      error instanceof AppError ? error.message : "An error occurred while importing this file",
    );
    return true;
  }
}

/** The `imports` job: every queued import, oldest first. */
export async function runQueuedImports(budgetMs = defaultBudgetMs): Promise<{ ran: number }> {
  const deadline = Date.now() + budgetMs;
  const queued = await ImportJob.query.queue({}).go({ pages: "all" });
  let ran = 0;
  for (const entry of queued.data) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    if (await runImport(refOf(entry), left)) ran += 1;
  }
  return { ran };
}
