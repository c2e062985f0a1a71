/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import { nowIso } from "@pos/core/common/clock";
import { startAudit } from "@pos/core/inventory/inventory-audit";
import { completeAudit } from "@pos/core/inventory/inventory-audit-complete";
import { countLine } from "@pos/core/inventory/inventory-audit-count";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { noBatch } from "@pos/core/inventory/stock.entity";
import { applyStockChanges, stockKeyOf } from "@pos/core/inventory/stock-ledger";
import { demoProducts } from "./demo-products";

/** The counted products (SKUs) and what the count found against what was on hand. */
const counts = [
  { sku: "PR-001", difference: -2 },
  { sku: "BV-001", difference: 1 },
  { sku: "AC-001", difference: 0 },
] as const;

/**
 * Green Leaf's completed audit at one store: a delivery received at cost first (so the variances have a value),
 * then a count finding two missing, one extra and one right, completed in the company's mode.
 */
export async function seedDemoAudits(
  companyId: number,
  locationId: string,
  owner: LedgerActor,
): Promise<void> {
  const rows = (await matchingRows({ companyId, view: "active" })).flatMap((row) => [row, ...row.children]);
  const counted = counts.flatMap((entry) => {
    const row = rows.find((candidate) => candidate.sku === entry.sku && candidate.trackInventory);
    const cost = demoProducts.find((product) => product.sku === entry.sku)?.cost;
    return row && cost !== undefined ? [{ ...entry, productId: row.id, name: row.name, cost }] : [];
  });
  const keys = counted.map((entry) => ({ locationId, productId: entry.productId, batchId: noBatch }));
  const received = await applyStockChanges(
    keys,
    () =>
      counted.map((entry, index) => ({
        ...keys[index]!,
        quantity: 6,
        type: "ADJUSTMENT",
        reason: "received",
        note: "Demo delivery",
        unitCost: entry.cost,
        productName: entry.name,
      })),
    {
      companyId,
      actor: owner,
      at: nowIso(),
      document: null,
      blockNegative: false,
      // The seeded stock has no cost yet: the delivery's cost becomes the stock's cost.
      costOption: "lastCost",
    },
  );
  const onHand = new Map(received.stock.map(({ item }) => [stockKeyOf(item), item.quantity]));
  const audit = await startAudit(
    { companyId, locationId, title: "Month-end count", notes: "Counted after closing." },
    owner,
  );
  for (const [index, entry] of counted.entries()) {
    await countLine(
      {
        companyId,
        locationId,
        auditId: audit.id,
        productId: entry.productId,
        mode: "set",
        quantity: (onHand.get(stockKeyOf(keys[index]!)) ?? 0) + entry.difference,
      },
      owner,
    );
  }
  await completeAudit({ companyId, locationId, auditId: audit.id }, owner);
}
