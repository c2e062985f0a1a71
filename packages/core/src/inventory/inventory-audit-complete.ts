import { Service } from "electrodb";
import type { ProductItem } from "../catalog/product.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import type { CompanyItem } from "../company/company.entity";
import { isConditionFailure } from "../db/conditions";
import { readAudit } from "./inventory-audit";
import {
  InventoryAudit,
  InventoryAuditLine,
  type InventoryAuditItem,
  type InventoryAuditLineItem,
} from "./inventory-audit.entity";
import {
  auditMessages,
  ZCompleteAuditInput,
  ZReviewInput,
  type AuditReview,
  type CompleteAuditInput,
} from "./inventory-audit.schema";
import { assertOpen } from "./inventory-audit-count";
import { buildReview, lineKeyOf, referencesOf } from "./inventory-audit-review";
import { auditLines, readAuditWorld, uncountedItems } from "./inventory-audit-scope";
import { InventoryLog } from "./inventory-log.entity";
import { inventoryMessages, type LedgerActor } from "./inventory-log.schema";
import { Stock } from "./stock.entity";
import {
  ledgerCommits,
  lostStockRace,
  planLedger,
  readStock,
  stockKeyOf,
  stockRace,
  withStockRetry,
  type CancelReasons,
  type LedgerOptions,
  type StockChange,
} from "./stock-ledger";
import { ledgerOptionsOf, readInventoryCompany } from "./stock-targets";

const completeService = new Service({ stock: Stock, inventoryLog: InventoryLog, line: InventoryAuditLine });

/** Lines per transaction: a stock write, a ledger entry and the line's applied marker each (3 × 33 < 100). */
const linesPerChunk = 33;
/** Chunks written at once (their stock items are distinct: one line per product and lot). */
const parallelChunks = 8;

export async function reviewAudit(input: {
  companyId: number;
  locationId: string;
  auditId: string;
  zeroUncounted?: boolean;
}): Promise<AuditReview> {
  const data = ZReviewInput.parse(input);
  const audit = await readAudit(data);
  const [company, world] = await Promise.all([readInventoryCompany(audit.companyId), readAuditWorld(audit)]);
  return buildReview(
    audit,
    company,
    world,
    audit.status === "completing" ? audit.zeroUncounted : data.zeroUncounted,
  );
}

/** Closes counting: in progress → completing, with the company's mode fixed for the rest of the completion. */
async function beginCompletion(
  audit: InventoryAuditItem,
  company: CompanyItem,
  zeroUncounted: boolean,
): Promise<void> {
  if (audit.status === "completing") return;
  assertOpen(audit);
  if (audit.countedLines === 0 && !zeroUncounted)
    throw new AppError("INVALID_INPUT", auditMessages.nothingCounted);
  await InventoryAudit.patch({ companyId: audit.companyId, auditId: audit.auditId })
    .set({
      status: "completing",
      mode: company.auditCompleteMode,
      zeroUncounted,
      createDate: audit.createDate,
      updateDate: nowIso(),
    })
    .where((attributes, { eq }) => eq(attributes.status, "inProgress"))
    .go()
    .catch((error: unknown) => {
      // Another completion (or a cancel) came first: the caller reads the audit again.
      if (!isConditionFailure(error)) throw error;
    });
}

/** Writes a zeroed line for each uncounted stock item in scope (once: an existing line is never overwritten). */
async function zeroUncountedLines(
  audit: InventoryAuditItem,
  company: CompanyItem,
  actor: LedgerActor,
): Promise<void> {
  const world = await readAuditWorld(audit);
  const at = nowIso();
  const items = uncountedItems(company, world);
  for (let start = 0; start < items.length; start += 25) {
    await Promise.all(
      items.slice(start, start + 25).map((item) =>
        InventoryAuditLine.create({
          companyId: audit.companyId,
          auditId: audit.auditId,
          productId: item.productId,
          batchId: item.batchId,
          counted: 0,
          expected: item.quantity,
          zeroed: true,
          countedById: actor.id,
          countedByName: actor.name,
          updateDate: at,
        })
          .go()
          .catch((error: unknown) => {
            if (!isConditionFailure(error)) throw error;
          }),
      ),
    );
  }
}

/**
 * Applies one chunk of lines: reads their stock, plans the AUDIT entries and writes them with each line's applied
 * marker in one transaction. A line applied meanwhile (another completion) makes the chunk give way: re-run safe.
 */
async function applyChunk(
  lines: readonly InventoryAuditLineItem[],
  references: ReadonlyMap<string, number>,
  products: ReadonlyMap<string, ProductItem>,
  audit: InventoryAuditItem,
  options: LedgerOptions,
): Promise<void> {
  const keys = lines.map((line) => ({
    locationId: audit.locationId,
    productId: line.productId,
    batchId: line.batchId,
  }));
  await withStockRetry(async () => {
    const states = await readStock(audit.companyId, keys);
    const applied = lines.map((line, index) => {
      const state = states.get(stockKeyOf(keys[index]!));
      // A zeroed line takes what is there at completion to 0.
      const reference = line.zeroed
        ? (state?.quantity ?? 0)
        : (references.get(lineKeyOf(line)) ?? line.expected);
      return { line, reference, change: line.counted - reference, unitCost: state?.unitCost ?? 0 };
    });
    const changes = applied.flatMap(({ line, change }): StockChange[] =>
      change === 0
        ? []
        : [
            {
              locationId: audit.locationId,
              productId: line.productId,
              batchId: line.batchId,
              quantity: change,
              type: "AUDIT",
              productName: products.get(line.productId)?.name ?? line.productId,
            },
          ],
    );
    const plan = planLedger(changes, states, options);
    const result = await completeService.transaction
      .write((ops) => [
        ...ledgerCommits(ops, plan),
        ...applied.map(({ line, reference, change, unitCost }) =>
          ops.line
            .patch({
              companyId: line.companyId,
              auditId: line.auditId,
              productId: line.productId,
              batchId: line.batchId,
            })
            .set({ applied: true, reference, appliedChange: change, unitCost })
            .where((attributes, { eq }) => eq(attributes.applied, false))
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) return true;
    const reasons = result.data as unknown as CancelReasons;
    if (lostStockRace(reasons, plan.stock.length)) return stockRace;
    const markers = reasons.slice(plan.stock.length + plan.logs.length);
    if (markers.some((reason) => reason.code === "ConditionalCheckFailed")) return false;
    throw new AppError("CONFLICT", inventoryMessages.busy);
  });
}

/**
 * Completes an audit with the company's auditCompleteMode: counting closes, uncounted items are zeroed when asked,
 * every line not yet applied is written as AUDIT entries (document: the audit) in chunks each safe to re-run,
 * then the audit is completed with its totals. Calling it again on a completion that stopped part-way finishes it.
 */
export async function completeAudit(input: CompleteAuditInput, actor: LedgerActor): Promise<AuditReview> {
  const data = ZCompleteAuditInput.parse(input);
  const first = await readAudit(data);
  const company = await readInventoryCompany(first.companyId);
  await beginCompletion(first, company, data.zeroUncounted);
  const audit = await readAudit(data);
  if (audit.status !== "completing") throw new AppError("INVALID_INPUT", auditMessages.closed);
  if (audit.zeroUncounted) await zeroUncountedLines(audit, company, actor);
  const world = await readAuditWorld(audit);
  const pending = world.lines.filter((line) => !line.applied);
  const references = await referencesOf(audit, audit.mode ?? company.auditCompleteMode, pending);
  const options = ledgerOptionsOf(company, actor, nowIso(), { type: "audit", id: audit.auditId });
  // An audit records what is there: it is never refused for taking stock below zero.
  const ledger = { ...options, blockNegative: false };
  const chunks: InventoryAuditLineItem[][] = [];
  for (let start = 0; start < pending.length; start += linesPerChunk)
    chunks.push(pending.slice(start, start + linesPerChunk));
  for (let start = 0; start < chunks.length; start += parallelChunks)
    await Promise.all(
      chunks
        .slice(start, start + parallelChunks)
        .map((chunk) => applyChunk(chunk, references, world.products, audit, ledger)),
    );
  const lines = await auditLines(audit);
  if (lines.some((line) => !line.applied)) throw new AppError("CONFLICT", inventoryMessages.busy);
  const totals = lines.reduce(
    (sum, line) => ({
      units: sum.units + (line.appliedChange ?? 0),
      value: sum.value + (Math.round((line.appliedChange ?? 0) * (line.unitCost ?? 0)) || 0),
    }),
    { units: 0, value: 0 },
  );
  const at = nowIso();
  await InventoryAudit.patch({ companyId: audit.companyId, auditId: audit.auditId })
    .set({
      status: "completed",
      completeDate: at,
      updateDate: at,
      createDate: audit.createDate,
      varianceUnits: totals.units,
      varianceValue: totals.value,
      countedLines: lines.filter((line) => !line.zeroed).length,
    })
    .where((attributes, { eq }) => eq(attributes.status, "completing"))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
  const done = await readAudit(data);
  return buildReview(done, company, { ...world, lines }, false);
}
