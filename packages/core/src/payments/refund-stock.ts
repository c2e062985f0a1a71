import { nowIso } from "../common/clock";
import type { RegisterEmployee } from "../employees/employees.schema";
import { noBatch } from "../inventory/stock.entity";
import {
  planLedger,
  readStock,
  stockKeyOf,
  type LedgerPlan,
  type StockChange,
} from "../inventory/stock-ledger";
import { ledgerOptionsOf, readInventoryCompany } from "../inventory/stock-targets";
import type { PaymentItem } from "./payment.entity";
import type { RefundPlan } from "./refund-plan";

/**
 * What a refund puts back on the shelf, over stock read now: one REFUND entry per stock item (the restocked lines of
 * one product and lot added up, as the sale took them) at the sale's location. The sale's cost per unit comes back
 * with the goods, so a weighted average stays right; with last cost the stock keeps its last receipt's cost (a
 * refund is not a purchase).
 */
export async function restockLedger(
  item: PaymentItem,
  plan: RefundPlan,
  employee: Pick<RegisterEmployee, "id" | "name">,
): Promise<LedgerPlan> {
  const names = new Map(item.lines.map((line) => [line.lineId, line.productName]));
  const restocked = plan.lines.flatMap((line) =>
    line.restockQuantity > 0 && line.stockProductId !== null
      ? [{ ...line, productId: line.stockProductId }]
      : [],
  );
  if (restocked.length === 0) return { stock: [], logs: [] };
  const company = await readInventoryCompany(item.companyId);
  const weighted = company.inventoryCostOption === "weightedAverage";
  const changes = new Map<string, StockChange & { costed: number | null }>();
  for (const line of restocked) {
    const key = { locationId: item.locationId, productId: line.productId, batchId: line.batchId ?? noBatch };
    const known = changes.get(stockKeyOf(key));
    const costed = line.unitCost === null ? null : line.unitCost * line.restockQuantity;
    changes.set(stockKeyOf(key), {
      ...key,
      quantity: (known?.quantity ?? 0) + line.restockQuantity,
      costed: known?.costed === null || costed === null ? null : (known?.costed ?? 0) + costed,
      type: "REFUND",
      productName: known?.productName ?? names.get(line.lineId) ?? line.productId,
    });
  }
  const merged = [...changes.values()].map(({ costed, ...change }): StockChange => ({
    ...change,
    unitCost: weighted && costed !== null ? costed / change.quantity : null,
  }));
  const states = await readStock(item.companyId, merged);
  const actor = { kind: "employee" as const, id: employee.id, name: employee.name };
  // Dated after the read: the entries of one stock item are dated in the order they are written.
  const options = ledgerOptionsOf(company, actor, nowIso(), { type: "payment", id: item.paymentId });
  return planLedger(merged, states, options);
}
