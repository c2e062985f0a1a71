import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ReceiptRow } from "./receipt-rows";

type ReceiptTableProps = {
  rows: ReceiptRow[];
  onChange: (key: string, patch: Partial<ReceiptRow>) => void;
  onRemove: (row: ReceiptRow) => void;
};

/** The rows being received: lot number, expiry and packaging date of lot-tracked products, and quantities. */
export function ReceiptTable({ rows, onChange: change, onRemove }: ReceiptTableProps) {
  return (
    <div className="max-h-[45vh] overflow-auto rounded-md border">
      <table aria-label="Receiving now" className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Product</th>
            <th className="px-3 py-2 font-medium">Lot number</th>
            <th className="px-3 py-2 font-medium">Expiry</th>
            <th className="px-3 py-2 font-medium">Packaged</th>
            <th className="w-24 px-3 py-2 text-right font-medium">Quantity</th>
            <th className="w-12" />
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="px-3 py-2 font-medium">{row.name}</td>
              {row.lotTracked ? (
                <>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`Lot number of ${row.name}`}
                      maxLength={20}
                      value={row.lotNumber}
                      onChange={(event) => change(row.key, { lotNumber: event.target.value })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`Expiry of ${row.name}`}
                      type="date"
                      value={row.expiryDate}
                      onChange={(event) => change(row.key, { expiryDate: event.target.value })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`Packaging date of ${row.name}`}
                      type="date"
                      value={row.packagedDate}
                      onChange={(event) => change(row.key, { packagedDate: event.target.value })}
                    />
                  </td>
                </>
              ) : (
                <td colSpan={3} className="px-3 py-2 text-muted-foreground">
                  Not tracked by lot
                </td>
              )}
              <td className="px-3 py-2">
                <Input
                  aria-label={`Quantity of ${row.name}${row.lotNumber ? ` lot ${row.lotNumber}` : ""}`}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                  value={row.quantity}
                  onChange={(event) => change(row.key, { quantity: event.target.value })}
                />
              </td>
              <td className="px-2 py-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${row.name}`}
                  onClick={() => onRemove(row)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
