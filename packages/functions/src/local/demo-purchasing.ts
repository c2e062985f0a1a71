/** Imports core: load only after the environment is set (see runtime.ts). */
import { matchingRows } from "@pos/core/catalog/listing-index";
import { readItem } from "@pos/core/catalog/product-store";
import { listSuppliers } from "@pos/core/catalog/suppliers";
import type { LedgerActor } from "@pos/core/inventory/inventory-log.schema";
import { readInventoryCompany, tracksLots } from "@pos/core/inventory/stock-targets";
import { receivePurchaseOrder } from "@pos/core/purchasing/purchase-order-receive";
import type { OrderLineInput } from "@pos/core/purchasing/purchase-order.schema";
import type { PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { createPurchaseOrder, markOrdered } from "@pos/core/purchasing/purchase-orders";

/**
 * Green Leaf's purchase orders at its first store: two received from its first supplier (one with a lot-tracked
 * product received by lot) and one ordered and still open, so the list, the receiving screen and the onboarding
 * check have something to show.
 */
export async function seedDemoPurchasing(
  companyId: number,
  locationId: string,
  actor: LedgerActor,
): Promise<void> {
  const [supplier] = await listSuppliers(companyId);
  if (!supplier) throw new Error("The purchasing demo needs a supplier");
  const company = await readInventoryCompany(companyId);
  const rows = (await matchingRows({ companyId, view: "active" }))
    .flatMap((row) => [row, ...row.children])
    .filter((row) => row.trackInventory && !row.isMasterProduct);
  const plain: OrderLineInput[] = [];
  let lotted: OrderLineInput | null = null;
  for (const row of rows) {
    if (plain.length >= 5 && lotted) break;
    const product = await readItem(companyId, row.id);
    if (!product) continue;
    const line = { productId: row.id, quantity: 12, unitCost: product.purchasePrice ?? 500 };
    if (tracksLots(company, product)) lotted ??= line;
    else if (plain.length < 5) plain.push(line);
  }
  const order = async (lines: OrderLineInput[], fees: { shipping: number; taxes: number }) => {
    const draft = await createPurchaseOrder(actor, {
      companyId,
      supplierId: supplier.id,
      locationId,
      lines,
      ...fees,
    });
    return markOrdered({ companyId, purchaseOrderId: draft.id });
  };
  const receiveAll = (view: PurchaseOrderView, lot: string) =>
    receivePurchaseOrder(actor, {
      companyId,
      purchaseOrderId: view.id,
      receiptId: `demo-${view.id}`,
      lines: view.lines.map((line) => ({
        lineId: line.id,
        quantity: line.quantity,
        lot: line.lotTracked
          ? { lotNumber: lot, expiryDate: "2027-06-30", packagedDate: "2026-10-01" }
          : null,
      })),
    });
  await receiveAll(await order(plain.slice(0, 2), { shipping: 2500, taxes: 1560 }), "PO-DEMO-1");
  await receiveAll(
    await order([...(lotted ? [lotted] : []), ...plain.slice(2, 3)], { shipping: 1800, taxes: 975 }),
    "PO-DEMO-2",
  );
  await order(plain.slice(3, 5), { shipping: 0, taxes: 0 });
}
