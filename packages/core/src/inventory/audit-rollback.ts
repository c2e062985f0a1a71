import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { dayStartUtc } from "../payments/payment-lists.schema";
import { InventoryLog, type InventoryLogItem } from "./inventory-log.entity";
import { inventoryMessages, type LedgerActor } from "./inventory-log.schema";
import {
  auditRollbackMessages,
  ZRollbackAuditInput,
  type RollbackAuditInput,
  type RollbackAuditResult,
} from "./audit-rollback.schema";
import { Stock } from "./stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  planLedger,
  readStock,
  stockRace,
  withStockRetry,
  type CancelReasons,
  type StockChange,
} from "./stock-ledger";
import { assertLocations, ledgerOptionsOf, readInventoryCompany } from "./stock-targets";

const rollbackService = new Service({ stock: Stock, inventoryLog: InventoryLog, audit: AuditEntry });

/** Entries per transaction: a stock write and a ledger entry each, plus the audit entry (≤ 100 actions). */
const chunkSize = 49;

const revertedIds = (entries: readonly InventoryLogItem[]): Set<string> => {
  const prefix = auditRollbackMessages.revertsEntry("");
  return new Set(
    entries
      .filter((entry) => entry.type === "ROLLBACK" && entry.note?.startsWith(prefix))
      .map((entry) => entry.note!.slice(prefix.length)),
  );
};

/** The audit's entries at the location still to revert: AUDIT changes at or after `since`, not yet reverted. */
async function pendingEntries(companyId: number, locationId: string, auditId: string, since: string) {
  const all = (
    await InventoryLog.query
      .byDocument({ companyId, documentType: "audit", documentId: auditId })
      .go({ pages: "all" })
  ).data.filter((entry) => entry.locationId === locationId);
  const audits = all.filter((entry) => entry.type === "AUDIT");
  if (audits.length === 0) throw new AppError("INVALID_INPUT", auditRollbackMessages.noEntries);
  const inRange = audits.filter((entry) => entry.createDate >= since);
  if (inRange.length === 0) throw new AppError("INVALID_INPUT", auditRollbackMessages.noneAfterDate);
  const done = revertedIds(all);
  return inRange.filter((entry) => entry.quantityChange !== 0 && !done.has(entry.logId));
}

/**
 * admin.md 5 and 7: reverts an audit's adjustments at a location made at or after a date with ROLLBACK entries
 * through the ledger (the ledger is never rewritten). Entries already reverted are skipped; each chunk is its own
 * transaction, so a failed run is finished by running it again. A rollback may take stock below zero even when
 * the company blocks negative stock: it restores what was there before the audit.
 */
export async function rollbackAudit(by: AuditActor, input: RollbackAuditInput): Promise<RollbackAuditResult> {
  const data = ZRollbackAuditInput.parse(input);
  const { companyId, locationId, logTypeId: auditId } = data;
  if (!by.userId) throw new AppError("INVALID_INPUT", auditRollbackMessages.userRequired);
  const company = await readInventoryCompany(companyId);
  await assertLocations(companyId, [locationId]);
  const since =
    data.newCreateDate.length === 10
      ? dayStartUtc(data.newCreateDate, company.timezone)
      : new Date(data.newCreateDate).toISOString();
  if (since > now().toISOString()) throw new AppError("INVALID_INPUT", auditRollbackMessages.futureDate);
  const pending = await pendingEntries(companyId, locationId, auditId, since);
  if (pending.length === 0) throw new AppError("INVALID_INPUT", auditRollbackMessages.alreadyRolledBack);
  const actor: LedgerActor = { kind: "user", id: by.userId, name: by.email };
  for (let start = 0; start < pending.length; start += chunkSize) {
    const chunk = pending.slice(start, start + chunkSize);
    const changes: StockChange[] = chunk.map((entry) => ({
      locationId,
      productId: entry.productId,
      batchId: entry.batchId,
      quantity: -entry.quantityChange,
      type: "ROLLBACK",
      note: auditRollbackMessages.revertsEntry(entry.logId),
      productName: entry.productId,
    }));
    await withStockRetry(async () => {
      const states = await readStock(companyId, changes);
      const options = ledgerOptionsOf(company, actor, now().toISOString(), { type: "audit", id: auditId });
      const plan = planLedger(
        changes.filter((change) => change.quantity !== 0),
        states,
        { ...options, blockNegative: false },
      );
      const record = auditEntry(by, {
        companyId,
        action: "inventory.auditRollback",
        targetId: auditId,
        targetLabel: `Audit ${auditId}`,
        before: null,
        after: { locationId, since, reverted: chunk.length },
      });
      const result = await rollbackService.transaction
        .write((ops) => [...ledgerCommits(ops, plan), ops.audit.create(record).commit()])
        .go();
      if (!result.canceled) return true;
      if (lostStockRace(result.data as unknown as CancelReasons, plan.stock.length)) return stockRace;
      throw new AppError("CONFLICT", inventoryMessages.busy);
    });
  }
  return { reverted: pending.length };
}
