import { formatCents } from "@pos/core/common/money";
import { returnReasonLabels } from "@pos/core/purchasing/purchase-order.schema";
import { type PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { PrintedHeader, PrintedParties } from "@/components/shared/printed-document";
import { printRoot } from "@/features/shift-report/print-root";
import { formatDate } from "@/lib/format-date";
import { units } from "./order-columns";

type DocumentProps = {
  order: PurchaseOrderView;
  companyName: string;
  locationName: string;
  timeZone: string;
};

/** The printed order or return: supplier, ship-to (or ship-from) location, lines with lots, and totals. */
export function OrderDocument({ order, companyName, locationName, timeZone }: DocumentProps) {
  const returns = order.lines.some((line) => line.returnedQuantity > 0);
  const title = order.isReturn ? `Return #${order.number}` : `Purchase order #${order.number}`;
  const dates: [string, string | null][] = [
    ["Created", order.createDate],
    ["Ordered", order.orderedDate],
    [order.isReturn ? "Returned" : "Completed", order.completeDate],
  ];
  const totals: [string, number][] = [
    ["Subtotal", order.totals.subtotal],
    ["Shipping", order.totals.shipping],
    ["Fees", order.totals.fees],
    ["Taxes", order.totals.taxes],
  ];
  return (
    <article {...printRoot("page")} aria-label={title} className="grid gap-6 bg-white p-8 text-black">
      <PrintedHeader
        companyName={companyName}
        title={title}
        facts={dates.flatMap(([label, value]) =>
          value ? [{ label, value: formatDate(value, timeZone) }] : [],
        )}
      >
        {order.sourceOrder && (
          <div className="text-sm">Against purchase order #{order.sourceOrder.number}</div>
        )}
      </PrintedHeader>
      <PrintedParties
        parties={[
          { label: "Supplier", name: order.supplierName },
          { label: order.isReturn ? "Ship from" : "Ship to", name: locationName },
        ]}
      />
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-gray-400 text-left">
            <th className="py-2 pr-3 font-medium">Product</th>
            <th className="py-2 pr-3 font-medium">SKU</th>
            <th className="py-2 pr-3 font-medium">Lot</th>
            <th className="py-2 pr-3 text-right font-medium">Quantity</th>
            {!order.isReturn && <th className="py-2 pr-3 text-right font-medium">Received</th>}
            {returns && <th className="py-2 pr-3 text-right font-medium">Returned</th>}
            <th className="py-2 pr-3 text-right font-medium">Unit cost</th>
            <th className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-gray-200 break-inside-avoid">
              <td className="py-2 pr-3">{line.productName}</td>
              <td className="py-2 pr-3 font-mono text-xs">{line.sku ?? "—"}</td>
              <td className="py-2 pr-3 font-mono text-xs">
                {order.isReturn
                  ? (line.lotNumber ?? "—")
                  : line.lots
                      .map((lot) => lot.lotNumber)
                      .filter(Boolean)
                      .join(", ") || "—"}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{units(line.quantity)}</td>
              {!order.isReturn && (
                <td className="py-2 pr-3 text-right tabular-nums">{units(line.receivedQuantity)}</td>
              )}
              {returns && (
                <td className="py-2 pr-3 text-right tabular-nums">{units(line.returnedQuantity)}</td>
              )}
              <td className="py-2 pr-3 text-right tabular-nums">{formatCents(line.unitCost)}</td>
              <td className="py-2 text-right tabular-nums">{formatCents(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {totals.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-right tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
        <dt className="border-t border-gray-400 pt-1 font-semibold">Total</dt>
        <dd className="border-t border-gray-400 pt-1 text-right font-semibold tabular-nums">
          {formatCents(order.totals.total)}
        </dd>
      </dl>
      {(order.notes || order.reason) && (
        <div className="text-sm">
          {order.reason && <p>Reason: {returnReasonLabels[order.reason]}</p>}
          {order.notes && <p className="whitespace-pre-wrap">{order.notes}</p>}
        </div>
      )}
    </article>
  );
}
