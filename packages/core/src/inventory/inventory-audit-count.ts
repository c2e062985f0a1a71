import { Service } from "electrodb";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { readAudit, toAuditView } from "./inventory-audit";
import { InventoryAudit, InventoryAuditLine, type InventoryAuditItem } from "./inventory-audit.entity";
import {
  auditMessages,
  ZCountInput,
  type AuditRef,
  type CountInput,
  type CountSheet,
  type SheetLot,
  type SheetRow,
} from "./inventory-audit.schema";
import { categoryScope, inScope, readAuditWorld } from "./inventory-audit-scope";
import type { LedgerActor } from "./inventory-log.schema";
import { noBatch } from "./stock.entity";
import { readStock, stockKeyOf, type CancelReasons } from "./stock-ledger";
import { readInventoryCompany, resolveStockTargets, tracksLots } from "./stock-targets";

const countService = new Service({ audit: InventoryAudit, line: InventoryAuditLine });

export function assertOpen(audit: InventoryAuditItem): void {
  if (audit.status !== "inProgress") throw new AppError("INVALID_INPUT", auditMessages.closed);
}

type Outcome = "written" | "closed" | "lineRace";

/**
 * One count, saved at once. A line's first count creates it (condition: not there yet) and raises the audit's
 * counted lines; later counts set or ADD to it. Every write is in one transaction with a check that the audit is
 * still in progress, so nothing is counted into an audit being completed.
 */
async function writeCount(
  audit: InventoryAuditItem,
  key: { productId: string; batchId: string },
  data: { mode: "set" | "add"; quantity: number; expected: number },
  actor: LedgerActor,
): Promise<Outcome> {
  const { companyId, auditId } = audit;
  const lineKey = { companyId, auditId, ...key };
  const existing = (await InventoryAuditLine.get(lineKey).go({ consistent: true })).data;
  const at = nowIso();
  const stamp = { expected: data.expected, countedById: actor.id, countedByName: actor.name, updateDate: at };
  const result = existing
    ? await countService.transaction
        .write(({ audit: audits, line }) => {
          const update = line.patch(lineKey).set(stamp);
          return [
            audits
              .check({ companyId, auditId })
              .where((attributes, { eq }) => eq(attributes.status, "inProgress"))
              .commit(),
            (data.mode === "add"
              ? update.add({ counted: data.quantity })
              : update.set({ counted: data.quantity })
            )
              .where((attributes, { eq }) => eq(attributes.applied, false))
              .commit(),
          ];
        })
        .go()
    : await countService.transaction
        .write(({ audit: audits, line }) => [
          audits
            .patch({ companyId, auditId })
            .add({ countedLines: 1 })
            .where((attributes, { eq }) => eq(attributes.status, "inProgress"))
            .commit(),
          line.create({ ...lineKey, ...stamp, counted: data.quantity }).commit(),
        ])
        .go();
  if (!result.canceled) return "written";
  const reasons = result.data as unknown as CancelReasons;
  if (reasons[0]?.code === "ConditionalCheckFailed") return "closed";
  return "lineRace";
}

/** Counts a product (and lot) of the audit: typed ("set") or scanned ("add", one unit per scan). */
export async function countLine(input: CountInput, actor: LedgerActor): Promise<SheetRow> {
  const data = ZCountInput.parse(input);
  const audit = await readAudit(data);
  assertOpen(audit);
  const company = await readInventoryCompany(audit.companyId);
  const [target] = await resolveStockTargets(company, [
    { locationId: audit.locationId, productId: data.productId, batchId: data.batchId },
  ]);
  const { key, product } = target!;
  const categories = audit.categoryId ? await categoryScope(audit.companyId, audit.categoryId) : null;
  if (!inScope(product, categories)) throw new AppError("INVALID_INPUT", auditMessages.outOfScope);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const states = await readStock(audit.companyId, [key]);
    const expected = states.get(stockKeyOf(key))?.quantity ?? 0;
    const outcome = await writeCount(audit, key, { ...data, expected }, actor);
    if (outcome === "closed") throw new AppError("INVALID_INPUT", auditMessages.closed);
    if (outcome === "written") {
      const line = (
        await InventoryAuditLine.get({ companyId: audit.companyId, auditId: audit.auditId, ...key }).go({
          consistent: true,
        })
      ).data!;
      return {
        productId: product.productId,
        batchId: data.batchId,
        name: product.name,
        sku: product.sku ?? null,
        barcode: product.barcode ?? null,
        lotNumber: null,
        onHand: expected,
        counted: line.counted,
        expectedAtCount: line.expected,
        countedBy: line.countedByName,
        updateDate: line.updateDate,
      };
    }
  }
  throw new AppError("CONFLICT", auditMessages.closed);
}

/**
 * The count sheet: every stock item in scope (lots with stock or a count, per lot), with what is on hand now and
 * what was counted; plus the lots of products in scope, so a scanned lot without a row can be counted.
 */
export async function countSheet(ref: AuditRef): Promise<CountSheet> {
  const audit = await readAudit(ref);
  const [company, world] = await Promise.all([readInventoryCompany(audit.companyId), readAuditWorld(audit)]);
  const lines = new Map(world.lines.map((line) => [`${line.productId}\u0000${line.batchId}`, line]));
  const lotNumbers = new Map(
    [...world.lots.values()].flat().map((lot) => [`${lot.productId}\u0000${lot.batchId}`, lot.lotNumber]),
  );
  const keys = new Set(lines.keys());
  const lots: SheetLot[] = [];
  for (const product of world.products.values()) {
    if (!inScope(product, world.categories)) continue;
    if (!tracksLots(company, product)) {
      keys.add(`${product.productId}\u0000${noBatch}`);
      continue;
    }
    for (const lot of world.lots.get(product.productId) ?? [])
      lots.push({ productId: product.productId, batchId: lot.batchId, lotNumber: lot.lotNumber });
    for (const item of world.stock.values())
      if (item.productId === product.productId && item.batchId !== noBatch && item.quantity !== 0)
        keys.add(`${item.productId}\u0000${item.batchId}`);
  }
  const rows = [...keys].flatMap((key): SheetRow[] => {
    const [productId, batchId] = key.split("\u0000") as [string, string];
    const product = world.products.get(productId);
    if (!product) return [];
    const line = lines.get(key);
    const stock = world.stock.get(stockKeyOf({ locationId: audit.locationId, productId, batchId }));
    return [
      {
        productId,
        batchId: batchId === noBatch ? null : batchId,
        name: product.name,
        sku: product.sku ?? null,
        barcode: product.barcode ?? null,
        lotNumber: lotNumbers.get(key) ?? null,
        onHand: stock?.quantity ?? 0,
        counted: line && !line.zeroed ? line.counted : null,
        expectedAtCount: line ? line.expected : null,
        countedBy: line?.countedByName ?? null,
        updateDate: line?.updateDate ?? null,
      },
    ];
  });
  rows.sort((a, b) => a.name.localeCompare(b.name) || (a.lotNumber ?? "").localeCompare(b.lotNumber ?? ""));
  return { audit: toAuditView(audit), rows, lots, mode: company.auditCompleteMode };
}
