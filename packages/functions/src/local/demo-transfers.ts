/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { batchesOf } from "@pos/core/inventory/stock";
import { readInventoryCompany, tracksLots } from "@pos/core/inventory/stock-targets";
import { readItem } from "@pos/core/catalog/product-store";
import { sendTransfer } from "@pos/core/inventory/transfer-moves";
import { receiveTransfer } from "@pos/core/inventory/transfer-receive";
import { createTransfer } from "@pos/core/inventory/transfers";
import type { TransferLineInput } from "@pos/core/inventory/transfer.schema";

/**
 * Green Leaf's transfers: one received from the first store to the second (a lot-tracked product by its lot when
 * the company tracks lots), and one draft going back, so both the list and the editor have something to show.
 */
export async function seedDemoTransfers(
  companyId: number,
  [first, second]: string[],
  actor: LedgerActor,
): Promise<void> {
  if (!first || !second) throw new Error("The transfer demo needs two locations");
  const company = await readInventoryCompany(companyId);
  const rows = (await matchingRows({ companyId, view: "active" }))
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory && !row.isMasterProduct);
  const lines: Required<TransferLineInput>[] = [];
  for (const row of rows) {
    if (lines.length === 4) break;
    const product = await readItem(companyId, row.id);
    if (!product) continue;
    if (!tracksLots(company, product)) {
      lines.push({ productId: row.id, batchId: null, quantity: 2 + lines.length });
      continue;
    }
    const [lot] = await batchesOf(companyId, row.id);
    if (lot) lines.push({ productId: row.id, batchId: lot.id, quantity: 3 });
  }
  const completed = await createTransfer(actor, {
    companyId,
    fromLocationId: first,
    toLocationId: second,
    notes: "Weekend restock for the second store",
    lines: lines.slice(0, 3),
  });
  const ref = { companyId, transferId: completed.id };
  await sendTransfer(actor, ref);
  await receiveTransfer(actor, {
    ...ref,
    lines: completed.lines.map((line) => ({ lineId: line.id, receivedQuantity: line.quantity })),
  });
  await createTransfer(actor, {
    companyId,
    fromLocationId: second,
    toLocationId: first,
    notes: "Return slow movers",
    lines: lines.slice(3, 4),
  });
}
