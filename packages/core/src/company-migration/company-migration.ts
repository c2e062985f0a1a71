import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { CategoryEntity } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { SupplierEntity } from "../catalog/supplier.entity";
import { TaxGroupEntity } from "../catalog/tax-group.entity";
import { getCompany } from "../company/company";
import { isEmptyCompany, readCatalogue, targetItems } from "./catalogue-copy";
import {
  migrationMessages,
  ZMigrateInput,
  type MigrateInput,
  type MigrationView,
} from "./company-migration.schema";
import { MigrationRun, type MigrationRunItem } from "./migration-run.entity";

/** Items written per batch; progress is saved after each. */
const batchSize = 25;

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

/** Records the start with its audit entry; refused while another migration into the company runs. */
async function start(
  companyId: number,
  sourceCompanyId: number,
  total: number,
  by: AuditActor,
): Promise<void> {
  const entry = auditEntry(by, {
    companyId,
    action: "company.dataMigration",
    targetId: String(sourceCompanyId),
    targetLabel: `Catalogue of company ${sourceCompanyId}`,
    before: null,
    after: { sourceCompanyId, items: total },
  });
  const result = await audited.transaction
    .write(({ run, audit }) => [
      run
        .put({ companyId, sourceCompanyId, status: "migrating", done: 0, total, startDate: nowIso() })
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

async function writeInBatches<T>(
  items: T[],
  write: (batch: T[]) => Promise<unknown>,
  progress: (n: number) => Promise<void>,
) {
  for (let index = 0; index < items.length; index += batchSize) {
    const batch = items.slice(index, index + batchSize);
    await write(batch);
    await progress(batch.length);
  }
}

/**
 * Copies the source company's catalogue into an empty target (admin.md 4). The call returns when the copy is done;
 * meanwhile the page polls `getMigration` for the counts.
 */
export async function migrateCompanyData(input: MigrateInput, by: AuditActor): Promise<MigrationView> {
  const { companyId, sourceCompanyId } = ZMigrateInput.parse(input);
  if (companyId === sourceCompanyId) throw new AppError("INVALID_INPUT", migrationMessages.sameCompany);
  await getCompany(companyId);
  if (!(await isEmptyCompany(companyId))) throw new AppError("INVALID_INPUT", migrationMessages.notEmpty);
  await getCompany(sourceCompanyId);
  const source = await readCatalogue(sourceCompanyId);
  const total =
    source.categories.length + source.suppliers.length + source.taxGroups.length + source.products.length;
  await start(companyId, sourceCompanyId, total, by);
  let done = 0;
  const progress = async (count: number) => {
    done += count;
    await MigrationRun.patch({ companyId }).set({ done }).go();
  };
  try {
    const target = await targetItems(source, companyId, nowIso());
    await writeInBatches(target.taxGroups, (batch) => TaxGroupEntity.put(batch).go(), progress);
    await writeInBatches(target.suppliers, (batch) => SupplierEntity.put(batch).go(), progress);
    await writeInBatches(target.categories, (batch) => CategoryEntity.put(batch).go(), progress);
    await writeInBatches(target.products, (batch) => Product.put(batch).go(), progress);
    await MigrationRun.patch({ companyId }).set({ status: "done", done: total, endDate: nowIso() }).go();
  } catch (error) {
    console.error("[company-migration] failed:", error);
    await MigrationRun.patch({ companyId })
      .set({ status: "failed", error: migrationMessages.failed, endDate: nowIso() })
      .go();
    throw new AppError("INTERNAL", migrationMessages.failed);
  }
  const finished = await getMigration({ companyId });
  if (!finished) throw new AppError("INTERNAL", migrationMessages.failed);
  return finished;
}
