import { PackageCheck, Save, Send, Sparkles, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { orderTotals, type PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { FormError } from "@/components/form/form-error";
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
import {
  amountsOf,
  editLinesOf,
  linesProblem,
  savedFieldsOf,
  toLineInput,
  withProduct,
  type EditLine,
} from "./order-lines";
import { OrderLinesTable } from "./order-lines-table";
import { OrderProductPicker } from "./order-product-picker";
import { OrderTotalsList } from "./order-totals";
import { nextLabelOf, OrderStepDialog } from "./order-step-dialog";
import { useOrderActions } from "./use-order-actions";

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
  const utils = trpc.useUtils();
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
  const saved = order ? JSON.stringify(savedFieldsOf(order)) : null;
  const dirty = saved === null || JSON.stringify(fields) !== saved;
  const problem = !header.supplierId
    ? "Choose a supplier"
    : !header.locationId
      ? "Choose a location"
      : isReturn && !header.reason
        ? "Choose why the units go back"
        : linesProblem(lines, isReturn);
  const actions = useOrderActions(order, isReturn, fields, dirty, () => setConfirm(null));
  const { pending, saveError } = actions;
  const change = (key: string, patch: Partial<EditLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const totals = orderTotals(amountsOf(lines), extras);
  const canNext = order?.status === "draft" || !order;

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
          onClick={() => (order ? setConfirm("cancel") : void actions.onCancel())}
          disabled={pending}
        >
          <XCircle aria-hidden />
          {order ? `Cancel ${isReturn ? "return" : "order"}` : "Discard"}
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void actions.onSave().catch(() => undefined)}
            disabled={!dirty || !!problem || pending}
          >
            {actions.saving ? <Spinner label="Saving" /> : <Save aria-hidden />}
            Save
          </Button>
          {canNext && (
            <Button onClick={() => setConfirm("next")} disabled={lines.length === 0 || !!problem || pending}>
              {isReturn ? <PackageCheck aria-hidden /> : <Send aria-hidden />}
              {nextLabelOf(isReturn)}
            </Button>
          )}
        </div>
      </div>
      <OrderStepDialog
        step={confirm}
        isReturn={isReturn}
        actions={actions}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
