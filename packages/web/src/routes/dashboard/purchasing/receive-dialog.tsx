import { ListChecks, PackageCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { FormError } from "@/components/form/form-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
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
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { units } from "./order-columns";
import { OrderProductPicker } from "./order-product-picker";
import {
  dueRows,
  overReceived,
  receiptRequests,
  rowsProblem,
  withScan,
  type ReceiptRow,
} from "./receipt-rows";
import { ReceiptTable } from "./receipt-table";

/** Receives packages by scanning (a GS1 code names the lot) or by typing; more than ordered asks first. */
export function ReceiveDialog({ order, locationName }: { order: PurchaseOrderView; locationName: string }) {
  const { company } = useCompany();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ReceiptRow[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [receiptId, setReceiptId] = useState("");
  const [confirmOver, setConfirmOver] = useState(false);
  const receive = trpc.purchaseOrders.receive.useMutation();
  const ref = { companyId: company.id, purchaseOrderId: order.id };
  const problem = rowsProblem(rows);
  const over = overReceived(rows, order);
  const arriving = rows.reduce((sum, row) => sum + (Number(row.quantity) || 0), 0);
  const change = (key: string, patch: Partial<ReceiptRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = async (allowOverReceipt: boolean) => {
    let view = order;
    for (const request of receiptRequests(rows, ref, receiptId, allowOverReceipt))
      view = await receive.mutateAsync(request);
    utils.purchaseOrders.get.setData(ref, view);
    void utils.purchaseOrders.list.invalidate();
    setConfirmOver(false);
    setOpen(false);
    toast.success(
      view.status === "received"
        ? `Purchase order #${view.number} received`
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
          setRows([]);
          setNotice(null);
          setReceiptId(crypto.randomUUID());
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
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Receive purchase order #{order.number}</DialogTitle>
          <DialogDescription>
            Scan each package arriving at {locationName}: a GS1 code fills in its lot, expiry and packaging
            date. What you leave out stays due.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <OrderProductPicker
            companyId={company.id}
            locationId={order.locationId}
            label="Scan a package"
            onPick={(choice) => {
              const next = withScan(rows, order, choice);
              setNotice(next ? null : `${choice.name} is not on this order`);
              if (next) setRows(next);
            }}
          />
          <Button type="button" variant="outline" onClick={() => setRows(dueRows(order))}>
            <ListChecks aria-hidden />
            Fill in everything due
          </Button>
        </div>
        {notice && <p className="text-sm text-destructive">{notice}</p>}
        {rows.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nothing scanned yet.
          </p>
        ) : (
          <ReceiptTable
            rows={rows}
            onChange={change}
            onRemove={(row) => setRows((current) => current.filter((entry) => entry !== row))}
          />
        )}
        {problem && rows.length > 0 && <p className="text-sm text-destructive">{problem}</p>}
        {receive.error && !confirmOver && (
          <FormError title="Nothing was received" message={errorMessage(receive.error)} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={receive.isPending}>
            Cancel
          </Button>
          <Button
            disabled={rows.length === 0 || !!problem || receive.isPending}
            onClick={() =>
              over.length > 0 ? setConfirmOver(true) : void submit(false).catch(() => undefined)
            }
          >
            {receive.isPending && <Spinner label="Receiving" />}
            Receive {units(arriving)} units
          </Button>
        </DialogFooter>
        <ConfirmDialog
          kind="proceed"
          open={confirmOver}
          onOpenChange={(next) => {
            setConfirmOver(next);
            receive.reset();
          }}
          title="Receive more than ordered?"
          description={
            <ul className="list-disc pl-5">
              {over.map((entry) => (
                <li key={entry.name}>
                  {entry.name}: {units(entry.after)} received of {units(entry.ordered)} ordered
                </li>
              ))}
            </ul>
          }
          confirmLabel="Receive anyway"
          onConfirm={() => void submit(true).catch(() => undefined)}
          pending={receive.isPending}
          error={
            receive.error ? { title: "Nothing was received", message: errorMessage(receive.error) } : null
          }
        />
      </DialogContent>
    </Dialog>
  );
}
