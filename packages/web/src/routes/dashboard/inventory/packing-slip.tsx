import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { PrintedHeader, PrintedParties } from "@/components/shared/printed-document";
import { printRoot } from "@/features/shift-report/print-root";
import { formatDate } from "@/lib/format-date";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

type PackingSlipProps = {
  transfer: TransferView;
  companyName: string;
  fromName: string;
  toName: string;
  timeZone: string;
  /** The copy that prints (the page's, hidden on screen); the dialog's preview is not printed. */
  printed?: boolean;
};

function Signature({ label }: { label: string }) {
  return (
    <div className="grid gap-8">
      <div className="text-sm font-medium">{label}</div>
      <div className="grid grid-cols-[2fr_1fr] gap-6 text-xs text-gray-600">
        <div className="border-t border-gray-500 pt-1">Name and signature</div>
        <div className="border-t border-gray-500 pt-1">Date</div>
      </div>
    </div>
  );
}

/** The packing slip that travels with the goods: what was sent, by lot, with room to check it off and sign. */
export function PackingSlip({
  transfer,
  companyName,
  fromName,
  toName,
  timeZone,
  printed = false,
}: PackingSlipProps) {
  return (
    <article
      {...(printed ? printRoot("page") : {})}
      aria-label={`Packing slip for transfer #${transfer.number}`}
      className="grid gap-6 bg-white p-8 text-black"
    >
      <PrintedHeader
        companyName={companyName}
        title="Packing slip"
        facts={[
          { label: "Transfer", value: <span className="font-medium">#{transfer.number}</span> },
          { label: "Created", value: formatDate(transfer.createDate, timeZone) },
          {
            label: "Sent",
            value: transfer.sentDate ? formatDate(transfer.sentDate, timeZone) : "Not sent yet",
          },
        ]}
      />
      <PrintedParties
        parties={[
          { label: "From", name: fromName },
          { label: "To", name: toName },
        ]}
      />
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-gray-400 text-left">
            <th className="py-2 pr-3 font-medium">Product</th>
            <th className="py-2 pr-3 font-medium">SKU</th>
            <th className="py-2 pr-3 font-medium">Lot</th>
            <th className="py-2 pr-3 text-right font-medium">Quantity</th>
            <th className="w-24 py-2 text-right font-medium">Received</th>
          </tr>
        </thead>
        <tbody>
          {transfer.lines.map((line) => (
            <tr key={line.id} className="border-b border-gray-200 break-inside-avoid">
              <td className="py-2 pr-3">{line.productName}</td>
              <td className="py-2 pr-3 font-mono text-xs">{line.sku ?? "—"}</td>
              <td className="py-2 pr-3 font-mono text-xs">{line.lotNumber ?? "—"}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{units(line.quantity)}</td>
              <td className="py-2 text-right">
                <span className="inline-block h-5 w-16 border-b border-gray-400" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="py-2 pr-3 text-right font-medium">
              {transfer.lineCount} {transfer.lineCount === 1 ? "line" : "lines"}, total units
            </td>
            <td className="py-2 pr-3 text-right font-medium tabular-nums">{units(transfer.units)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {transfer.notes && (
        <div className="text-sm">
          <div className="text-xs tracking-wide text-gray-600 uppercase">Notes</div>
          <p className="whitespace-pre-wrap">{transfer.notes}</p>
        </div>
      )}
      <div className="grid grid-cols-2 gap-10 pt-6">
        <Signature label={`Sent by (${fromName})`} />
        <Signature label={`Received by (${toName})`} />
      </div>
    </article>
  );
}
