import { PackageCheck, Save, Send, Sparkles, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { orderTotals, type PurchaseOrderView } from "@pos/core/purchasing/purchase-order.schema";
import { FormError } from "@/components/form/form-error";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFeature } from "@/hooks/use-feature";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { NewProductDialog } from "./new-product-dialog";
import { OrderExtras, type Extras } from "./order-extras";
import { OrderFields, type OrderHeader } from "./order-fields";
import { amountsOf, editLinesOf, linesProblem, toLineInput, withProduct, type EditLine } from "./order-lines";
import { OrderLinesTable } from "./order-lines-table";
import { OrderProductPicker } from "./order-product-picker";
import { OrderTotalsList } from "./order-totals";
import { purchaseOrderPaths } from "./purchase-order-paths";

type EditorProps = {
  /** null: a new order (or return), created on the first save. */
  order: PurchaseOrderView | null;
  isReturn: boolean;
  initialLocationId: string;
  /** Products to prefill with their suggested quantities (the restock report's selection). */
  prefillProductIds: string[];
};

/** An order's (or return's) supplier, location, lines and amounts, saved together; the next step saves first. */
export function OrderEditor({ order, isReturn, initialLocationId, prefillProductIds }: EditorProps) {
  const { company } = useCompany();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const paths = purchaseOrderPaths(company.id);
  const createProducts = useFeature("createPoProducts");
  const [header, setHeader] = useState<OrderHeader>({
    supplierId: order?.supplierId ?? "",
    locationId: order?.locationId ?? initialLocationId,
    notes: order?.notes ?? "",
    reason: order?.reason ?? null,
  });
  const [extras, setExtras] = useState<Extras>({
    shipping: order?.totals.shipping ?? 0,
    fees: order?.totals.fees ?? 0,
    taxes: order?.totals.taxes ?? 0,
  });
  const [lines, setLines] = useState<EditLine[]>(() => (order ? editLinesOf(order) : []));
  const [confirm, setConfirm] = useState<"next" | "cancel" | null>(null);
  const create = trpc.purchaseOrders.create.useMutation();
  const update = trpc.purchaseOrders.update.useMutation();
  const markOrdered = trpc.purchaseOrders.markOrdered.useMutation();
  const completeReturn = trpc.purchaseOrders.completeReturn.useMutation();
  const cancel = trpc.purchaseOrders.cancel.useMutation();
  const prefilled = useRef(false);

  const suggest = async (productIds: string[] | null) => {
    const suggested = await utils.purchaseOrders.suggest.fetch({
      companyId: company.id,
      locationId: header.locationId,
      productIds,
    });
    setLines((current) =>
      suggested.reduce(
        (next, choice) =>
          withProduct(
            next.filter((line) => line.productId !== choice.productId),
            choice,
            false,
            choice.quantity,
          ),
        current,
      ),
    );
    return suggested.length;
  };
  useEffect(() => {
    if (order || prefilled.current || prefillProductIds.length === 0 || !header.locationId) return;
    prefilled.current = true;
    void suggest(prefillProductIds).catch(() => undefined);
  });

  const fields = { ...header, ...extras, lines: lines.map(toLineInput) };
  const saved = order ? JSON.stringify({ ...editorStateOf(order) }) : null;
  const dirty = saved === null || JSON.stringify(fields) !== saved;
  const problem = !header.supplierId
    ? "Choose a supplier"
    : !header.locationId
      ? "Choose a location"
      : isReturn && !header.reason
        ? "Choose why the units go back"
        : linesProblem(lines, isReturn);
  const pending =
    create.isPending ||
    update.isPending ||
    markOrdered.isPending ||
    completeReturn.isPending ||
    cancel.isPending;
  const saveError = create.error ?? update.error;

  const save = async (): Promise<PurchaseOrderView> => {
    if (order && !dirty) return order;
    const view = order
      ? await update.mutateAsync({ companyId: company.id, purchaseOrderId: order.id, ...fields })
      : await create.mutateAsync({ companyId: company.id, isReturn, ...fields });
    utils.purchaseOrders.get.setData({ companyId: company.id, purchaseOrderId: view.id }, view);
    void utils.purchaseOrders.list.invalidate();
    if (!order) void navigate(paths.edit(view.id), { replace: true });
    return view;
  };
  const onSave = async () => {
    const view = await save();
    toast.success(`${isReturn ? "Return" : "Purchase order"} #${view.number} saved`);
  };
  const onNext = async () => {
    const view = await save();
    const ref = { companyId: company.id, purchaseOrderId: view.id };
    const next = isReturn ? await completeReturn.mutateAsync(ref) : await markOrdered.mutateAsync(ref);
    utils.purchaseOrders.get.setData(ref, next);
    void utils.purchaseOrders.list.invalidate();
    setConfirm(null);
    toast.success(isReturn ? `Return #${next.number} completed` : `Purchase order #${next.number} ordered`);
  };
  const onCancel = async () => {
    if (!order) return void navigate(paths.list);
    const ref = { companyId: company.id, purchaseOrderId: order.id };
    const view = await cancel.mutateAsync(ref);
    utils.purchaseOrders.get.setData(ref, view);
    void utils.purchaseOrders.list.invalidate();
    setConfirm(null);
    toast.success(`#${view.number} cancelled`);
  };
  const change = (key: string, patch: Partial<EditLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const totals = orderTotals(amountsOf(lines), extras);
  const canNext = order?.status === "draft" || !order;
  const nextLabel = isReturn ? "Complete return" : "Mark as ordered";

  return (
    <div className="grid gap-6">
      <OrderFields
        value={header}
        onChange={(patch) => setHeader((current) => ({ ...current, ...patch }))}
        isReturn={isReturn}
        disabled={pending}
      />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Lines</CardTitle>
          <div className="flex flex-wrap gap-2">
            {!isReturn && (
              <Button
                type="button"
                variant="outline"
                disabled={!header.locationId}
                onClick={() =>
                  void suggest(null).then((count) =>
                    toast.success(
                      count === 0
                        ? "Nothing to reorder at this location"
                        : `${count} suggested ${count === 1 ? "line" : "lines"} added`,
                    ),
                  )
                }
              >
                <Sparkles aria-hidden />
                Suggested order
              </Button>
            )}
            {!isReturn && createProducts.enabled && header.supplierId && (
              <NewProductDialog
                supplierId={header.supplierId}
                onCreated={(choice) => setLines((current) => withProduct(current, choice, false))}
              />
            )}
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <OrderProductPicker
            companyId={company.id}
            locationId={header.locationId}
            onPick={(choice) => setLines((current) => withProduct(current, choice, isReturn))}
          />
          {lines.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              No products yet. Search or scan to add the first one{isReturn ? "" : ", or use Suggested order"}
              .
            </p>
          ) : (
            <OrderLinesTable
              lines={lines}
              isReturn={isReturn}
              onChange={change}
              onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
            />
          )}
          <div className="flex flex-wrap items-end justify-between gap-6">
            <OrderExtras
              value={extras}
              onChange={(patch) => setExtras((current) => ({ ...current, ...patch }))}
            />
            <OrderTotalsList totals={totals} />
          </div>
        </CardContent>
      </Card>
      {problem && lines.length > 0 && <p className="text-sm text-destructive">{problem}</p>}
      {saveError && !confirm && <FormError title="Not saved" message={errorMessage(saveError)} />}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          onClick={() => (order ? setConfirm("cancel") : void onCancel())}
          disabled={pending}
        >
          <XCircle aria-hidden />
          {order ? `Cancel ${isReturn ? "return" : "order"}` : "Discard"}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void onSave().catch(() => undefined)}
            disabled={!dirty || !!problem || pending}
          >
            {create.isPending || update.isPending ? <Spinner label="Saving" /> : <Save aria-hidden />}
            Save
          </Button>
          {canNext && (
            <Button onClick={() => setConfirm("next")} disabled={lines.length === 0 || !!problem || pending}>
              {isReturn ? <PackageCheck aria-hidden /> : <Send aria-hidden />}
              {nextLabel}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        kind={confirm === "next" ? "proceed" : "destructive"}
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
          markOrdered.reset();
          completeReturn.reset();
          cancel.reset();
        }}
        title={confirm === "next" ? `${nextLabel}?` : `Cancel this ${isReturn ? "return" : "order"}?`}
        description={
          confirm === "next" ? (
            <p>
              {isReturn
                ? "The units leave this location's stock now and go back to the supplier. This can't be undone."
                : "The order is sent to the supplier and can be received. Lines can still be changed until something arrives."}
            </p>
          ) : (
            <p>The {isReturn ? "return" : "order"} is closed and nothing moves.</p>
          )
        }
        confirmLabel={confirm === "next" ? nextLabel : `Cancel ${isReturn ? "return" : "order"}`}
        onConfirm={() => void (confirm === "next" ? onNext() : onCancel()).catch(() => undefined)}
        pending={pending}
        error={
          (markOrdered.error ?? completeReturn.error ?? cancel.error ?? (confirm ? saveError : null))
            ? {
                title: "That did not work",
                message: errorMessage(markOrdered.error ?? completeReturn.error ?? cancel.error ?? saveError),
              }
            : null
        }
      />
    </div>
  );
}

/** The fields as saved, in the editor's shape (to tell whether anything changed). */
const editorStateOf = (order: PurchaseOrderView) => ({
  supplierId: order.supplierId,
  locationId: order.locationId,
  notes: order.notes,
  reason: order.reason,
  shipping: order.totals.shipping,
  fees: order.totals.fees,
  taxes: order.totals.taxes,
  lines: editLinesOf(order).map(toLineInput),
});
