import { PackageCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { TransferView } from "@pos/core/inventory/transfer.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

const units = (value: number) => value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

/** What arrived now, per line (the rest still due by default); the server adds it to what was received before. */
export function ReceiveDialog({ transfer, toName }: { transfer: TransferView; toName: string }) {
  const {
    company: { id: companyId },
  } = useCompany();
  const utils = trpc.useUtils();
  const due = transfer.lines.filter((line) => line.receivedQuantity < line.quantity);
  const initial = () =>
    Object.fromEntries(due.map((line) => [line.id, String(line.quantity - line.receivedQuantity)]));
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<Record<string, string>>(initial);
  const receive = trpc.transfers.receive.useMutation();
  const problems = due.flatMap((line) => {
    const text = now[line.id] ?? "";
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value) || value < 0)
      return [`Enter what arrived of ${line.productName} (0 or more)`];
    if (value > line.quantity - line.receivedQuantity)
      return [`At most ${units(line.quantity - line.receivedQuantity)} of ${line.productName} is still due`];
    return [];
  });
  const arriving = due.reduce((sum, line) => sum + (Number(now[line.id]) || 0), 0);

  const submit = async () => {
    const ref = { companyId, transferId: transfer.id };
    const view = await receive.mutateAsync({
      ...ref,
      lines: due
        .filter((line) => Number(now[line.id]) > 0)
        .map((line) => ({ lineId: line.id, receivedQuantity: line.receivedQuantity + Number(now[line.id]) })),
    });
    utils.transfers.get.setData(ref, view);
    void utils.transfers.list.invalidate();
    setOpen(false);
    toast.success(
      view.status === "received"
        ? `Transfer #${view.number} received`
        : `Received ${units(arriving)} units; the rest is still due`,
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (receive.isPending) return;
        setOpen(next);
        if (next) {
          setNow(initial());
          receive.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PackageCheck aria-hidden />
          Receive
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Receive transfer #{transfer.number}</DialogTitle>
          <DialogDescription>
            Enter what arrived at {toName}. What you leave out stays due and can be received later.
          </DialogDescription>
        </DialogHeader>
        <Table aria-label="Quantities received">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Product</TableHead>
              <TableHead className="text-right">Sent</TableHead>
              <TableHead className="text-right">Received</TableHead>
              <TableHead className="w-32 text-right">Arrived now</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {due.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  <div className="font-medium">{line.productName}</div>
                  <div className="text-xs text-muted-foreground">
                    {[line.sku, line.lotNumber ? `Lot ${line.lotNumber}` : null].filter(Boolean).join(" · ")}
                  </div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{units(line.quantity)}</TableCell>
                <TableCell className="text-right tabular-nums">{units(line.receivedQuantity)}</TableCell>
                <TableCell className="text-right">
                  <Input
                    aria-label={`Arrived now of ${line.productName}`}
                    inputMode="decimal"
                    className="ml-auto w-28 text-right tabular-nums"
                    value={now[line.id] ?? ""}
                    onChange={(event) => setNow((current) => ({ ...current, [line.id]: event.target.value }))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {problems[0] && <p className="text-sm text-destructive">{problems[0]}</p>}
        {receive.error && <FormError title="Nothing was received" message={errorMessage(receive.error)} />}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={receive.isPending}>
            Cancel
          </Button>
          <Button
            disabled={problems.length > 0 || arriving <= 0 || receive.isPending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {receive.isPending && <Spinner label="Receiving" />}
            Receive {units(arriving)} units
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
