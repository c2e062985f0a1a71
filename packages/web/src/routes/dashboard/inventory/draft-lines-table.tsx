import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DraftLine } from "./draft-lines";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

type DraftLinesTableProps = {
  lines: DraftLine[];
  fromName: string;
  onChange: (key: string, patch: Partial<DraftLine>) => void;
  onRemove: (key: string) => void;
};

/** A draft's lines: product, lot picker for lot-tracked products, what the source holds, quantity. */
export function DraftLinesTable({ lines, fromName, onChange, onRemove }: DraftLinesTableProps) {
  return (
    <Table aria-label="Transfer lines">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Product</TableHead>
          <TableHead>Lot</TableHead>
          <TableHead className="text-right">On hand at {fromName}</TableHead>
          <TableHead className="w-32 text-right">Quantity</TableHead>
          <TableHead className="w-12" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => {
          const short = line.available !== null && Number(line.quantity) > line.available;
          return (
            <TableRow key={line.key}>
              <TableCell>
                <div className="font-medium">{line.name}</div>
                <div className="text-xs text-muted-foreground">{line.sku ?? "No SKU"}</div>
              </TableCell>
              <TableCell>
                {line.lotTracked ? (
                  <Select
                    value={line.batchId ?? undefined}
                    onValueChange={(batchId) =>
                      onChange(line.key, {
                        batchId,
                        available: line.lots.find((lot) => lot.id === batchId)?.available ?? null,
                      })
                    }
                  >
                    <SelectTrigger aria-label={`Lot of ${line.name}`} className="min-w-36">
                      <SelectValue placeholder="Choose a lot" />
                    </SelectTrigger>
                    <SelectContent>
                      {line.lots.map((lot) => (
                        <SelectItem key={lot.id} value={lot.id}>
                          {lot.lotNumber} ({units(lot.available)} on hand)
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell
                className={short ? "text-right text-destructive tabular-nums" : "text-right tabular-nums"}
              >
                {line.available === null ? "—" : units(line.available)}
              </TableCell>
              <TableCell className="text-right">
                <Input
                  aria-label={`Quantity of ${line.name}`}
                  inputMode="decimal"
                  className="ml-auto w-28 text-right tabular-nums"
                  value={line.quantity}
                  onChange={(event) => onChange(line.key, { quantity: event.target.value })}
                />
              </TableCell>
              <TableCell>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => onRemove(line.key)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
