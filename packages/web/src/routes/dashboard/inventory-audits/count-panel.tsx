import { ScanLine } from "lucide-react";
import { useRef, useState } from "react";
import { auditMessages, type SheetLot, type SheetRow } from "@pos/core/inventory/inventory-audit.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { matchScan } from "./scan-match";

type CountPanelProps = {
  rows: SheetRow[];
  lots: SheetLot[];
  pending: boolean;
  /** The text typed so far: the list below shows the rows it matches. */
  onSearch: (text: string) => void;
  onAdd: (target: { productId: string; batchId: string | null; name: string }, quantity: number) => void;
};

/**
 * The scan box, focused for keyboard scanners: a barcode, GS1 code (its lot), SKU or exact name adds the quantity
 * (1 per scan) to that product's count; other text searches the list.
 */
export function CountPanel({ rows, lots, pending, onSearch, onAdd }: CountPanelProps) {
  const [code, setCode] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = () => {
    const amount = Number(quantity);
    if (!Number.isFinite(amount) || amount <= 0) {
      setMessage(auditMessages.addAboveZero);
      return;
    }
    const target = matchScan(code, rows, lots);
    if (!target.found) {
      setMessage(target.message);
      return;
    }
    setMessage(null);
    onAdd(target, amount);
    setCode("");
    setQuantity("1");
    onSearch("");
    input.current?.focus();
  };
  return (
    <form
      className="grid gap-2"
      aria-label="Count by scanning"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="audit-scan">Scan or search</Label>
          <div className="relative">
            <ScanLine className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
            <Input
              id="audit-scan"
              ref={input}
              autoFocus
              autoComplete="off"
              className="pl-8"
              placeholder="Barcode, GS1 code, SKU or name"
              maxLength={200}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setMessage(null);
                onSearch(event.target.value);
              }}
            />
          </div>
        </div>
        <div className="grid w-24 gap-1.5">
          <Label htmlFor="audit-quantity">Quantity</Label>
          <Input
            id="audit-quantity"
            inputMode="decimal"
            autoComplete="off"
            className="text-right tabular-nums"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value.replace(/[^\d.]/g, ""))}
          />
        </div>
        <Button type="submit" disabled={pending}>
          Add to count
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-destructive">
        {message}
      </p>
    </form>
  );
}
