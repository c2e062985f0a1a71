import type { ConversionLineView, ConversionView } from "@pos/core/inventory/conversion.schema";
import { formatCents } from "@pos/core/common/money";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatQuantity } from "./quantities";

function PreviewRow({ line, sign }: { line: ConversionLineView; sign: "-" | "+" }) {
  return (
    <TableRow>
      <TableCell className="whitespace-normal">
        <div className="font-medium">{line.productName}</div>
        {line.lotNumber && (
          <div className="flex items-center gap-1.5 text-xs text-muted-foreground">
            Lot {line.lotNumber}
            {line.newLot && <Badge variant="secondary">New lot</Badge>}
          </div>
        )}
      </TableCell>
      <TableCell
        className={`text-right tabular-nums ${sign === "-" ? "text-destructive" : "text-emerald-700"}`}
      >
        {sign}
        {formatQuantity(line.quantity)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {formatQuantity(line.onHandBefore)} →{" "}
        <span className="font-medium">{formatQuantity(line.onHandAfter)}</span>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatCents(line.unitCostAfter)}</TableCell>
    </TableRow>
  );
}

/** The on-hand before and after, and the cost per unit after, of each product a conversion moves. */
export function ConversionPreview({ preview }: { preview: ConversionView }) {
  return (
    <div className="grid gap-2">
      <Table aria-label="Preview">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Product</TableHead>
            <TableHead className="text-right">Change</TableHead>
            <TableHead className="text-right">On hand</TableHead>
            <TableHead className="text-right">Cost per unit after</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <PreviewRow line={preview.from} sign="-" />
          {preview.outputs.map((line) => (
            <PreviewRow key={`${line.productId}/${line.batchId ?? ""}`} line={line} sign="+" />
          ))}
        </TableBody>
      </Table>
      <p className="px-2 text-sm text-muted-foreground">
        Value converted: <span className="font-medium text-foreground">{formatCents(preview.value)}</span>
      </p>
    </div>
  );
}
