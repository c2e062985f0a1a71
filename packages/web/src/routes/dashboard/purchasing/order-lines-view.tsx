import { formatCents } from "@pos/core/common/money";
import type { PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { units } from "./order-columns";

/** The lines of an order that can no longer change: ordered, received (per lot) and returned, with amounts. */
export function OrderLinesView({ order }: { order: PurchaseOrderView }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label="Order lines" className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th className="px-6 py-2 font-medium">Product</th>
            <th className="px-3 py-2 font-medium">{order.isReturn ? "Lot" : "Lots received"}</th>
            <th className="px-3 py-2 text-right font-medium">{order.isReturn ? "Quantity" : "Ordered"}</th>
            {!order.isReturn && <th className="px-3 py-2 text-right font-medium">Received</th>}
            {!order.isReturn && <th className="px-3 py-2 text-right font-medium">Returned</th>}
            <th className="px-3 py-2 text-right font-medium">Unit cost</th>
            <th className="px-6 py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className="px-6 py-2">
                <div className="font-medium">{line.productName}</div>
                <div className="text-xs text-muted-foreground">{line.sku ?? "No SKU"}</div>
              </td>
              <td className="px-3 py-2 text-xs">
                {order.isReturn
                  ? (line.lotNumber ?? "—")
                  : line.lots
                      .filter((lot) => lot.lotNumber)
                      .map(
                        (lot) =>
                          `${lot.lotNumber} × ${units(lot.received)}${lot.expiryDate ? ` (exp. ${lot.expiryDate})` : ""}`,
                      )
                      .join(", ") || "—"}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{units(line.quantity)}</td>
              {!order.isReturn && (
                <td className="px-3 py-2 text-right tabular-nums">{units(line.receivedQuantity)}</td>
              )}
              {!order.isReturn && (
                <td className="px-3 py-2 text-right tabular-nums">{units(line.returnedQuantity)}</td>
              )}
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(line.unitCost)}</td>
              <td className="px-6 py-2 text-right tabular-nums">{formatCents(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
