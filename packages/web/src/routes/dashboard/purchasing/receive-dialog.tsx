import { ListChecks, PackageCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PurchaseOrderView } from "@pos/core/purchasing/purchase-order.schema";
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
import { Input } from "@/components/ui/input";
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
                        onClick={() => setRows((current) => current.filter((entry) => entry !== row))}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
