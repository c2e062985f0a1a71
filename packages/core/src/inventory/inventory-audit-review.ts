import type { CompanyItem } from "../company/company.entity";
import { toAuditView } from "./inventory-audit";
import type { InventoryAuditItem, InventoryAuditLineItem } from "./inventory-audit.entity";
import type { AuditCompleteMode, AuditReview, VarianceRow } from "./inventory-audit.schema";
import { uncountedItems, type AuditWorld } from "./inventory-audit-scope";
import { InventoryLog } from "./inventory-log.entity";
import { noBatch } from "./stock.entity";
import { stockKeyOf } from "./stock-ledger";

interface LogPage {
  data: { batchId: string; quantityAfter: number }[];
  cursor: string | null;
}

/** On hand of a stock item just before `at`: the quantity after its last ledger entry before then (none: 0). */
async function onHandBefore(
  audit: InventoryAuditItem,
  key: { productId: string; batchId: string },
): Promise<number> {
  const { companyId, locationId } = audit;
  let cursor: string | null = null;
  do {
    const page: LogPage = await InventoryLog.query
      .byProduct({ companyId, locationId, productId: key.productId })
      .lt({ createDate: audit.createDate })
      .go({ order: "desc", limit: 100, cursor, attributes: ["batchId", "quantityAfter"] });
    const entry = page.data.find((item) => item.batchId === key.batchId);
    if (entry) return entry.quantityAfter;
    cursor = page.cursor;
  } while (cursor);
  return 0;
}

/**
 * What each line is compared with. replace: on hand when the line was (last) counted; relative: on hand when the
 * audit started (read from the ledger). A zeroed line is compared with what is on hand at completion.
 */
export async function referencesOf(
  audit: InventoryAuditItem,
  mode: AuditCompleteMode,
  lines: readonly InventoryAuditLineItem[],
): Promise<Map<string, number>> {
  const references = new Map<string, number>();
  const pending = lines.filter((line) => !line.applied && !line.zeroed);
  if (mode === "replace") {
    for (const line of pending) references.set(lineKeyOf(line), line.expected);
    return references;
  }
  for (let start = 0; start < pending.length; start += 16) {
    await Promise.all(
      pending.slice(start, start + 16).map(async (line) => {
        references.set(lineKeyOf(line), await onHandBefore(audit, line));
      }),
    );
  }
  return references;
}

export const lineKeyOf = (line: { productId: string; batchId: string }): string =>
  `${line.productId}\u0000${line.batchId}`;

/** The variance of a line: applied lines as they were written; others as completion would write them now. */
function varianceRow(
  line: Pick<InventoryAuditLineItem, "productId" | "batchId" | "counted" | "zeroed"> &
    Partial<Pick<InventoryAuditLineItem, "applied" | "reference" | "appliedChange" | "unitCost">>,
  reference: number,
  unitCost: number,
  names: { name: string; lotNumber: string | null },
): VarianceRow {
  const applied = line.applied === true && line.appliedChange !== undefined;
  const expected = applied ? (line.reference ?? reference) : reference;
  const variance = applied ? line.appliedChange! : line.counted - expected;
  const cost = applied ? (line.unitCost ?? unitCost) : unitCost;
  return {
    productId: line.productId,
    batchId: line.batchId === noBatch ? null : line.batchId,
    ...names,
    expected,
    counted: line.counted,
    variance,
    unitCost: cost,
    value: Math.round(variance * cost) || 0,
    zeroed: line.zeroed,
  };
}

function reviewTotals(rows: readonly VarianceRow[]): AuditReview["totals"] {
  return rows.reduce(
    (sum, row) => ({
      expected: sum.expected + row.expected,
      counted: sum.counted + row.counted,
      varianceUnits: sum.varianceUnits + row.variance,
      varianceValue: sum.varianceValue + row.value,
    }),
    { expected: 0, counted: 0, varianceUnits: 0, varianceValue: 0 },
  );
}

/**
 * The review before completion (and the report after): per counted stock item what it was compared with, the
 * count, the variance in units and at cost; with "zero uncounted", the uncounted items in scope as counted 0.
 */
export async function buildReview(
  audit: InventoryAuditItem,
  company: CompanyItem,
  world: AuditWorld,
  zeroUncounted: boolean,
): Promise<AuditReview> {
  const mode = audit.mode ?? company.auditCompleteMode;
  const closed = audit.status === "completed" || audit.status === "cancelled";
  const lines = [...world.lines];
  const uncounted = closed ? [] : uncountedItems(company, world);
  if (zeroUncounted && !closed)
    for (const item of uncounted)
      lines.push({
        ...item,
        auditId: audit.auditId,
        counted: 0,
        expected: item.quantity,
        zeroed: true,
        applied: false,
        countedById: "",
        countedByName: "",
      });
  const references = await referencesOf(audit, mode, lines);
  const lotNumbers = new Map([...world.lots.values()].flat().map((lot) => [lineKeyOf(lot), lot.lotNumber]));
  const rows = lines.map((line) => {
    const stock = world.stock.get(stockKeyOf({ ...line, locationId: audit.locationId }));
    const reference = line.zeroed
      ? (stock?.quantity ?? 0)
      : (references.get(lineKeyOf(line)) ?? line.expected);
    return varianceRow(line, reference, stock?.unitCost ?? 0, {
      name: world.products.get(line.productId)?.name ?? line.productId,
      lotNumber: lotNumbers.get(lineKeyOf(line)) ?? null,
    });
  });
  rows.sort((a, b) => a.name.localeCompare(b.name) || (a.lotNumber ?? "").localeCompare(b.lotNumber ?? ""));
  return {
    audit: toAuditView(audit),
    mode,
    rows,
    totals: reviewTotals(rows),
    uncounted: zeroUncounted ? 0 : uncounted.length,
  };
}
