import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import {
  ZAdjustStockInput,
  type AdjustStockInput,
  type InventoryLogView,
  type LedgerActor,
} from "./inventory-log.schema";
import { applyStockChanges, toLogView } from "./stock-ledger";
import { ledgerOptionsOf, readInventoryCompany, resolveStockTargets } from "./stock-targets";

/**
 * A manual adjustment: one ledger entry of type ADJUSTMENT with its reason and note, under a new adjustment
 * document. A unit cost counts only for units received; refused (nothing written) when the company blocks negative
 * stock and the result would be below zero.
 */
export async function adjustStock(actor: LedgerActor, input: AdjustStockInput): Promise<InventoryLogView> {
  const data = ZAdjustStockInput.parse(input);
  const company = await readInventoryCompany(data.companyId);
  const [target] = await resolveStockTargets(company, [data]);
  const { key, product } = target!;
  const receiving = data.reason === "received" && data.quantity > 0;
  const plan = await applyStockChanges(
    [key],
    () => [
      {
        ...key,
        quantity: data.quantity,
        type: "ADJUSTMENT",
        reason: data.reason,
        note: data.note,
        unitCost: receiving ? data.unitCost : null,
        productName: product.name,
      },
    ],
    ledgerOptionsOf(company, actor, nowIso(), { type: "adjustment", id: randomUUID() }),
  );
  return toLogView(plan.logs[0]!);
}
