import type { PurchaseOrderStatus, ReturnReason } from "./purchase-order.schema";

export interface OrderProductChoice {
  productId: string;
  name: string;
  sku: string | null;
  barcode: string | null;
  lotTracked: boolean;
  /** Cents per unit: the location's last cost, else the product's purchase price, else 0. */
  unitCost: number;
  onHand: number;
  /** Lot-tracked: the product's lots with what the location holds of each (a return takes one), earliest expiry first. */
  lots: { id: string; lotNumber: string; expiryDate: string | null; onHand: number }[];
  /** What a scanned GS1 code said. */
  scanned: { lotNumber: string | null; expiryDate: string | null; packagedDate: string | null } | null;
}

export interface OrderLotView {
  batchId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  packagedDate: string | null;
  received: number;
  returned: number;
}

export interface OrderLineView {
  id: string;
  productId: string;
  productName: string;
  sku: string | null;
  barcode: string | null;
  lotTracked: boolean;
  /** Returns: the lot going back. */
  batchId: string | null;
  lotNumber: string | null;
  quantity: number;
  unitCost: number;
  /** Cents: quantity × unit cost, rounded to the cent. */
  total: number;
  receivedQuantity: number;
  returnedQuantity: number;
  lots: OrderLotView[];
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  fees: number;
  taxes: number;
  total: number;
}

export interface PurchaseOrderSummary {
  id: string;
  number: number;
  isReturn: boolean;
  supplierId: string;
  supplierName: string;
  locationId: string;
  status: PurchaseOrderStatus;
  lineCount: number;
  units: number;
  receivedUnits: number;
  total: number;
  createDate: string;
  orderedDate: string | null;
  completeDate: string | null;
}

export interface PurchaseOrderView extends PurchaseOrderSummary {
  notes: string;
  reason: ReturnReason | null;
  sourceOrder: { id: string; number: number } | null;
  totals: OrderTotals;
  lines: OrderLineView[];
  createdBy: { id: string; name: string };
  updateDate: string;
}

export interface PurchaseOrderPage {
  items: PurchaseOrderSummary[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

/** A line's amount in cents: quantity × unit cost rounded to the cent (quantities in grams may be fractional). */
export const lineTotal = (line: { quantity: number; unitCost: number }): number =>
  Math.round(line.quantity * line.unitCost);

/** The order's totals in whole cents: each line rounded, then shipping, fees and taxes added. */
export function orderTotals(
  lines: readonly { quantity: number; unitCost: number }[],
  extras: { shipping: number; fees: number; taxes: number },
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const { shipping, fees, taxes } = extras;
  return { subtotal, shipping, fees, taxes, total: subtotal + shipping + fees + taxes };
}

export interface SuggestedLine extends OrderProductChoice {
  quantity: number;
}
