import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { UpdatePurchaseOrderInput } from "@pos/core/purchasing/purchase-order.schema";
import type { PurchaseOrderView } from "@pos/core/purchasing/purchase-order-view.schema";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { purchaseOrderPaths } from "./purchase-order-paths";

type Fields = Omit<UpdatePurchaseOrderInput, "companyId" | "purchaseOrderId">;

/**
 * The editor's steps: save (create a new one and move to its address), then mark as ordered or complete the
 * return, or cancel; each keeps the cached order and list fresh. `done` closes the confirmation.
 */
export function useOrderActions(
  order: PurchaseOrderView | null,
  isReturn: boolean,
  fields: Fields,
  dirty: boolean,
  done: () => void,
) {
  const { company } = useCompany();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const paths = purchaseOrderPaths(company.id);
  const create = trpc.purchaseOrders.create.useMutation();
  const update = trpc.purchaseOrders.update.useMutation();
  const markOrdered = trpc.purchaseOrders.markOrdered.useMutation();
  const completeReturn = trpc.purchaseOrders.completeReturn.useMutation();
  const cancel = trpc.purchaseOrders.cancel.useMutation();
  const refOf = (purchaseOrderId: string) => ({ companyId: company.id, purchaseOrderId });
  const show = (view: PurchaseOrderView) => {
    utils.purchaseOrders.get.setData(refOf(view.id), view);
    void utils.purchaseOrders.list.invalidate();
  };

  const save = async (): Promise<PurchaseOrderView> => {
    if (order && !dirty) return order;
    const view = order
      ? await update.mutateAsync({ ...refOf(order.id), ...fields })
      : await create.mutateAsync({ companyId: company.id, isReturn, ...fields });
    show(view);
    if (!order) void navigate(paths.edit(view.id), { replace: true });
    return view;
  };
  const onSave = async () => {
    const view = await save();
    toast.success(`${isReturn ? "Return" : "Purchase order"} #${view.number} saved`);
  };
  const onNext = async () => {
    const view = await save();
    const next = isReturn
      ? await completeReturn.mutateAsync(refOf(view.id))
      : await markOrdered.mutateAsync(refOf(view.id));
    show(next);
    done();
    toast.success(isReturn ? `Return #${next.number} completed` : `Purchase order #${next.number} ordered`);
  };
  const onCancel = async () => {
    if (!order) return void navigate(paths.list);
    const view = await cancel.mutateAsync(refOf(order.id));
    show(view);
    done();
    toast.success(`#${view.number} cancelled`);
  };
  const reset = () => {
    markOrdered.reset();
    completeReturn.reset();
    cancel.reset();
  };
  return {
    onSave,
    onNext,
    onCancel,
    reset,
    saving: create.isPending || update.isPending,
    pending:
      create.isPending ||
      update.isPending ||
      markOrdered.isPending ||
      completeReturn.isPending ||
      cancel.isPending,
    saveError: create.error ?? update.error,
    stepError: markOrdered.error ?? completeReturn.error ?? cancel.error,
  };
}
