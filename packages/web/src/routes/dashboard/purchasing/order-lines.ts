import type { OrderLineInput } from "@pos/core/purchasing/purchase-order.schema";
import type { OrderProductChoice, PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";

/** A line being edited; `quantity` is the text typed, `unitCost` cents (null: empty). */
export type EditLine = {
  key: string;
  productId: string;
  name: string;
  sku: string | null;
  lotTracked: boolean;
  /** Returns: the lot that goes back, and the lots to choose from. */
  batchId: string | null;
  lots: { id: string; lotNumber: string; onHand: number }[];
  quantity: string;
  unitCost: number | null;
};

export const editLinesOf = (order: PurchaseOrderView): EditLine[] =>
  order.lines.map((line) => ({
    key: `${line.productId}/${line.batchId ?? ""}`,
    productId: line.productId,
    name: line.productName,
    sku: line.sku,
    lotTracked: line.lotTracked,
    batchId: line.batchId,
    lots: line.batchId ? [{ id: line.batchId, lotNumber: line.lotNumber ?? line.batchId, onHand: 0 }] : [],
    quantity: String(line.quantity),
    unitCost: line.unitCost,
  }));

/**
 * The lines with `choice` added (`quantity` of it, default 1): more of it when the product (and, on a return, the
 * lot) is already there. A return of a lot-tracked product takes the earliest-expiring lot held.
 */
export function withProduct(
  lines: EditLine[],
  choice: OrderProductChoice,
  isReturn: boolean,
  quantity = 1,
): EditLine[] {
  const batchId =
    isReturn && choice.lotTracked
      ? (choice.lots.find((lot) => lot.onHand > 0)?.id ?? choice.lots[0]?.id ?? null)
      : null;
  const existing = lines.find((line) => line.productId === choice.productId && line.batchId === batchId);
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: String((Number(line.quantity) || 0) + quantity) } : line,
    );
  return [
    ...lines,
    {
      key: `${choice.productId}/${batchId ?? ""}/${lines.length}`,
      productId: choice.productId,
      name: choice.name,
      sku: choice.sku,
      lotTracked: choice.lotTracked,
      batchId,
      lots: choice.lots.map(({ id, lotNumber, onHand }) => ({ id, lotNumber, onHand })),
      quantity: String(quantity),
      unitCost: choice.unitCost,
    },
  ];
}

/** The first problem of the lines as typed, or null when they can be saved. */
export function linesProblem(lines: EditLine[], isReturn: boolean): string | null {
  for (const line of lines) {
    const quantity = Number(line.quantity);
    if (line.quantity.trim() === "" || !Number.isFinite(quantity) || quantity <= 0)
      return `Enter a quantity more than 0 for ${line.name}`;
    if (line.unitCost === null) return `Enter a unit cost for ${line.name}`;
    if (isReturn && line.lotTracked && !line.batchId) return `Choose a lot for ${line.name}`;
  }
  return null;
}

export const toLineInput = (line: EditLine): OrderLineInput => ({
  productId: line.productId,
  batchId: line.batchId,
  quantity: Number(line.quantity),
  unitCost: line.unitCost ?? 0,
});

/** The lines as the totals see them (an unfinished quantity counts as 0). */
export const amountsOf = (lines: EditLine[]) =>
  lines.map((line) => ({ quantity: Number(line.quantity) || 0, unitCost: line.unitCost ?? 0 }));

/** The fields as saved, in the editor's shape (to tell whether anything changed). */
export const savedFieldsOf = (order: PurchaseOrderView) => ({
  supplierId: order.supplierId,
  locationId: order.locationId,
  notes: order.notes,
  reason: order.reason,
  shipping: order.totals.shipping,
  fees: order.totals.fees,
  taxes: order.totals.taxes,
  lines: editLinesOf(order).map(toLineInput),
});
