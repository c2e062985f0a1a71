import { Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import {
  returnReasonLabels,
  returnReasons,
  type ReturnReason,
} from "@pos/core/purchasing/purchase-order.schema";
import { type PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
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
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { units } from "./order-columns";

/** One returnable lot of an order line: what came in and has not gone back yet. */
const returnable = (order: PurchaseOrderView) =>
  order.lines.flatMap((line) =>
    line.lots
      .filter((lot) => lot.received > lot.returned)
      .map((lot) => ({
        key: `${line.id}/${lot.batchId ?? ""}`,
        productId: line.productId,
        batchId: lot.batchId,
        name: line.productName,
        lotNumber: lot.lotNumber,
        left: lot.received - lot.returned,
        unitCost: line.unitCost,
      })),
  );

/** Returns units of a received order to its supplier, with a reason: a return document, completed at once. */
export function ReturnDialog({ order }: { order: PurchaseOrderView }) {
  const { company } = useCompany();
  const utils = trpc.useUtils();
  const reasonId = useId();
  const rows = returnable(order);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<Record<string, string>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const create = trpc.purchaseOrders.create.useMutation();
  const complete = trpc.purchaseOrders.completeReturn.useMutation();
  const chosen = rows.filter((row) => Number(now[row.key]) > 0);
  const problem =
    rows.flatMap((row) => {
      const text = now[row.key] ?? "";
      const value = Number(text);
      if (text.trim() !== "" && (!Number.isFinite(value) || value < 0))
        return [`Enter 0 or more for ${row.name}`];
      return value > row.left ? [`At most ${units(row.left)} of ${row.name} can go back`] : [];
    })[0] ?? (reason === "" ? "Choose why the units go back" : null);
  const pending = create.isPending || complete.isPending;

  const submit = async () => {
    const draft = await create.mutateAsync({
      companyId: company.id,
      isReturn: true,
      sourceOrderId: order.id,
      supplierId: order.supplierId,
      locationId: order.locationId,
      reason: reason || null,
      lines: chosen.map((row) => ({
        productId: row.productId,
        batchId: row.batchId,
        quantity: Number(now[row.key]),
        unitCost: row.unitCost,
      })),
    });
    const done = await complete.mutateAsync({ companyId: company.id, purchaseOrderId: draft.id });
    await utils.purchaseOrders.get.invalidate({ companyId: company.id, purchaseOrderId: order.id });
    void utils.purchaseOrders.list.invalidate();
    setOpen(false);
    toast.success(`Return #${done.number} completed`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) {
          setNow({});
          setReason("");
          create.reset();
          complete.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={rows.length === 0}>
          <Undo2 aria-hidden />
          Return to supplier
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Return from purchase order #{order.number}</DialogTitle>
          <DialogDescription>
            The units leave this location's stock now and go back to {order.supplierName}.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason</Label>
          <Select value={reason} onValueChange={(value) => setReason(value as ReturnReason)}>
            <SelectTrigger id={reasonId} className="w-56">
              <SelectValue placeholder="Why they go back" />
            </SelectTrigger>
            <SelectContent>
              {returnReasons.map((entry) => (
                <SelectItem key={entry} value={entry}>
                  {returnReasonLabels[entry]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <table aria-label="Units to return" className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-2 font-medium">Product</th>
              <th className="py-2 font-medium">Lot</th>
              <th className="py-2 text-right font-medium">Can return</th>
              <th className="w-28 py-2 text-right font-medium">Return</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="py-2 font-medium">{row.name}</td>
                <td className="py-2">{row.lotNumber ?? "—"}</td>
                <td className="py-2 text-right tabular-nums">{units(row.left)}</td>
                <td className="py-2">
                  <Input
                    aria-label={`Return of ${row.name}${row.lotNumber ? ` lot ${row.lotNumber}` : ""}`}
                    inputMode="decimal"
                    className="ml-auto w-24 text-right tabular-nums"
                    placeholder="0"
                    value={now[row.key] ?? ""}
                    onChange={(event) => setNow((current) => ({ ...current, [row.key]: event.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {problem && chosen.length > 0 && <p className="text-sm text-destructive">{problem}</p>}
        <FormError
          title="Nothing was returned"
          message={create.error || complete.error ? errorMessage(create.error ?? complete.error) : null}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0 || !!problem || pending}
            onClick={() => void submit().catch(() => undefined)}
          >
            {pending && <Spinner label="Returning" />}
            Return {units(chosen.reduce((sum, row) => sum + Number(now[row.key]), 0))} units
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
