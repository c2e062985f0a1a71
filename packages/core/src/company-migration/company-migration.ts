import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { productSequence } from "../catalog/products";
import { getCompany } from "../company/company";
import { isConditionFailure } from "../db/conditions";
import { Counter } from "../db/counter.entity";
import { lastId } from "../db/counters";
import { workQueued } from "../jobs/work-queue";
import { isEmptyCompany } from "./catalogue-copy";
import {
  migrationMessages,
  migrationStages,
  ZMigrateInput,
  type MigrateInput,
  type MigrationView,
} from "./company-migration.schema";
import { MigrationRun, type MigrationRunItem } from "./migration-run.entity";

const toView = (run: MigrationRunItem): MigrationView => ({
  sourceCompanyId: run.sourceCompanyId,
  status: run.status,
  done: run.done,
  total: run.total,
  error: run.error ?? null,
  startDate: run.startDate,
  endDate: run.endDate ?? null,
});

export async function getMigration(input: { companyId: number }): Promise<MigrationView | null> {
  const run = await MigrationRun.get({ companyId: input.companyId }).go({ consistent: true });
  return run.data ? toView(run.data) : null;
}

const audited = new Service({ run: MigrationRun, audit: AuditEntry });

/**
 * Records the start with its audit entry and queues the run for the worker (migration-runner.ts); refused while
 * another migration into the company runs.
 */
async function start(companyId: number, sourceCompanyId: number, by: AuditActor): Promise<void> {
  const entry = auditEntry(by, {
    companyId,
    action: "company.dataMigration",
    targetId: String(sourceCompanyId),
    targetLabel: `Catalogue of company ${sourceCompanyId}`,
    before: null,
    after: { sourceCompanyId },
  });
  const at = nowIso();
  const result = await audited.transaction
    .write(({ run, audit }) => [
      run
        .put({
          companyId,
          sourceCompanyId,
          status: "migrating",
          done: 0,
          total: 0,
          startDate: at,
          phase: "count",
          stage: migrationStages[0],
          queuedAt: `${at}#${companyId}`,
        })
        .where(
          (attributes, { ne, notExists }) =>
            `${notExists(attributes.status)} OR ${ne(attributes.status, "migrating")}`,
        )
        .commit(),
      audit.create(entry).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", migrationMessages.running);
}

/** Products keep their source ids, so the target's sequence must hand out only ids above the source's. */
async function raiseSequence(name: string, atLeast: number): Promise<void> {
  for (;;) {
    const current = (await Counter.get({ name }).go({ consistent: true })).data?.value ?? null;
    if (current !== null && current >= atLeast) return;
    try {
      await Counter.put({ name, value: atLeast })
        .where((attributes, { eq, notExists }) =>
          current === null ? notExists(attributes.value) : eq(attributes.value, current),
        )
        .go();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/**
 * Starts copying the source company's catalogue into an empty target (admin.md 4) and answers at once: a worker
 * copies it a page at a time off the request (migration-runner.ts), and the page polls `getMigration` for the counts.
 */
export async function migrateCompanyData(input: MigrateInput, by: AuditActor): Promise<MigrationView> {
  const { companyId, sourceCompanyId } = ZMigrateInput.parse(input);
  if (companyId === sourceCompanyId) throw new AppError("INVALID_INPUT", migrationMessages.sameCompany);
  await getCompany(companyId);
  if (!(await isEmptyCompany(companyId))) throw new AppError("INVALID_INPUT", migrationMessages.notEmpty);
  await getCompany(sourceCompanyId);
  await raiseSequence(productSequence(companyId), (await lastId(productSequence(sourceCompanyId))) ?? 0);
  await start(companyId, sourceCompanyId, by);
  await workQueued("company-migrations");
  const started = await getMigration({ companyId });
  if (!started) throw new AppError("INTERNAL", migrationMessages.failed);
  return started;
}
