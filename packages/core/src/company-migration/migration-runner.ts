import { now, nowIso } from "../common/clock";
import { isConditionFailure } from "../db/conditions";
import { stagePage } from "./catalogue-copy";
import { migrationMessages, migrationStages, type MigrationStage } from "./company-migration.schema";
import { MigrationRun, type MigrationRunItem } from "./migration-run.entity";

/**
 * The worker of company data migrations: started as soon as a migration is queued (core/jobs/work-queue.ts) and
 * by the every-minute `company-migrations` job, which picks up whatever a start missed or a crash left. A worker
 * holds a run under a lease and saves the stage, cursor and counts after every page, so the next worker resumes
 * where it stopped; every page is safe to write again.
 */

const leaseMs = 5 * 60_000;
const defaultBudgetMs = 4 * 60_000;

const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

async function claim(companyId: number): Promise<MigrationRunItem | null> {
  const at = nowIso();
  try {
    const result = await MigrationRun.patch({ companyId })
      .set({ leaseUntil: later(leaseMs) })
      .where(
        ({ queuedAt, leaseUntil }, { exists, notExists, lt }) =>
          `${exists(queuedAt)} AND (${notExists(leaseUntil)} OR ${lt(leaseUntil, at)})`,
      )
      .go({ response: "all_new" });
    return result.data as MigrationRunItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

const nextStage = (stage: MigrationStage): MigrationStage | null =>
  migrationStages[migrationStages.indexOf(stage) + 1] ?? null;

/** Where the run is, as saved after each page. */
interface Position {
  phase: "count" | "copy";
  stage: MigrationStage;
  cursor: string | null;
}

function advance(position: Position, cursor: string | null): Position | null {
  if (cursor) return { ...position, cursor };
  const stage = nextStage(position.stage);
  if (stage) return { phase: position.phase, stage, cursor: null };
  return position.phase === "count" ? { phase: "copy", stage: migrationStages[0], cursor: null } : null;
}

async function savePage(
  run: MigrationRunItem,
  next: Position | null,
  counted: { total: number; done: number },
) {
  const update = MigrationRun.update({ companyId: run.companyId }).add(counted);
  if (next === null) {
    await update.set({ status: "done", endDate: nowIso() }).remove(["cursor", "queuedAt", "leaseUntil"]).go();
    return;
  }
  const withCursor = next.cursor
    ? update.set({ phase: next.phase, stage: next.stage, cursor: next.cursor, leaseUntil: later(leaseMs) })
    : update.set({ phase: next.phase, stage: next.stage, leaseUntil: later(leaseMs) }).remove(["cursor"]);
  await withCursor.go();
}

interface MigrationBudget {
  /** Stop after this long (the cloud worker runs 5 minutes). */
  budgetMs?: number;
  /** Stop after this many pages (tests interrupt a run with it). */
  pages?: number;
}

/** Runs one queued migration from where it stopped until it ends or the budget is spent; false if held elsewhere. */
export async function runMigration(companyId: number, budget: MigrationBudget = {}): Promise<boolean> {
  const run = await claim(companyId);
  if (!run) return false;
  const deadline = Date.now() + (budget.budgetMs ?? defaultBudgetMs);
  let pagesLeft = budget.pages ?? Number.POSITIVE_INFINITY;
  let position: Position | null = { phase: run.phase, stage: run.stage, cursor: run.cursor ?? null };
  const at = run.startDate;
  try {
    while (position) {
      if (pagesLeft <= 0 || Date.now() > deadline) {
        await MigrationRun.patch({ companyId }).remove(["leaseUntil"]).go();
        return true;
      }
      const write = position.phase === "copy";
      const page = await stagePage[position.stage]({
        sourceCompanyId: run.sourceCompanyId,
        companyId,
        cursor: position.cursor,
        write,
        at,
      });
      const next = advance(position, page.cursor);
      await savePage(run, next, write ? { total: 0, done: page.count } : { total: page.count, done: 0 });
      position = next;
      pagesLeft -= 1;
    }
    return true;
  } catch (error) {
    console.error("[company-migration] failed:", error);
    await MigrationRun.patch({ companyId })
      .set({ status: "failed", error: migrationMessages.failed, endDate: nowIso() })
      .remove(["queuedAt", "leaseUntil"])
      .go();
    return true;
  }
}

/** The `company-migrations` job: every queued migration, oldest first, within the budget. */
export async function runQueuedMigrations(budgetMs = defaultBudgetMs): Promise<{ ran: number }> {
  const deadline = Date.now() + budgetMs;
  // Only running migrations are queued: a handful at a time, platform-wide.
  const queued = await MigrationRun.query.queue({}).go({ limit: 25, attributes: ["companyId"] });
  let ran = 0;
  for (const entry of queued.data) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    if (await runMigration(entry.companyId, { budgetMs: left })) ran += 1;
  }
  return { ran };
}
