import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { formatCents } from "@pos/core/common/money";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/** A transfer's lines once sent: what left, at what cost, and what has arrived. */
export function SentLines({ transfer }: { transfer: TransferView }) {
  return (
    <Table aria-label="Transfer lines">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-6">Product</TableHead>
          <TableHead>Lot</TableHead>
          <TableHead className="text-right">Sent</TableHead>
          <TableHead className="text-right">Received</TableHead>
          <TableHead className="text-right">Unit cost</TableHead>
          <TableHead className="pr-6 text-right">Value</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transfer.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="pl-6">
              <div className="font-medium">{line.productName}</div>
              <div className="text-xs text-muted-foreground">{line.sku ?? "No SKU"}</div>
            </TableCell>
            <TableCell className="font-mono text-xs">{line.lotNumber ?? "—"}</TableCell>
            <TableCell className="text-right tabular-nums">{units(line.quantity)}</TableCell>
            <TableCell
              className={
                line.receivedQuantity < line.quantity && transfer.status === "partial"
                  ? "text-right text-amber-700 tabular-nums"
                  : "text-right tabular-nums"
              }
            >
              {units(line.receivedQuantity)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {line.unitCost === null ? "—" : formatCents(Math.round(line.unitCost))}
            </TableCell>
            <TableCell className="pr-6 text-right tabular-nums">
              {line.unitCost === null ? "—" : formatCents(Math.round(line.unitCost * line.quantity))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="pl-6" colSpan={2}>
            Total
          </TableCell>
          <TableCell className="text-right tabular-nums">{units(transfer.units)}</TableCell>
          <TableCell className="text-right tabular-nums">{units(transfer.receivedUnits)}</TableCell>
          <TableCell />
          <TableCell className="pr-6 text-right tabular-nums">{formatCents(transfer.value)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
