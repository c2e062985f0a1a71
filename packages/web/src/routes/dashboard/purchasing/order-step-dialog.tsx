import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import type { useOrderActions } from "./use-order-actions";

export const nextLabelOf = (isReturn: boolean) => (isReturn ? "Complete return" : "Mark as ordered");

type StepDialogProps = {
  /** "next": mark as ordered (or complete the return); "cancel": cancel it; null: closed. */
  step: "next" | "cancel" | null;
  isReturn: boolean;
  actions: ReturnType<typeof useOrderActions>;
  onClose: () => void;
};

/** Asks before the order's next step (which can't be undone for a return) or its cancellation. */
export function OrderStepDialog({ step, isReturn, actions, onClose }: StepDialogProps) {
  const kind = isReturn ? "return" : "order";
  const error = actions.stepError ?? (step ? actions.saveError : null);
  return (
    <ConfirmDialog
      kind={step === "next" ? "proceed" : "destructive"}
      open={step !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
        actions.reset();
      }}
      title={step === "next" ? `${nextLabelOf(isReturn)}?` : `Cancel this ${kind}?`}
      description={
        step === "next" ? (
          <p>
            {isReturn
              ? "The units leave this location's stock now and go back to the supplier. This can't be undone."
              : "The order is sent to the supplier and can be received. Lines can still be changed until something arrives."}
          </p>
        ) : (
          <p>The {kind} is closed and nothing moves.</p>
        )
      }
      confirmLabel={step === "next" ? nextLabelOf(isReturn) : `Cancel ${kind}`}
      onConfirm={() => void (step === "next" ? actions.onNext() : actions.onCancel()).catch(() => undefined)}
      pending={actions.pending}
      error={error ? { title: "That did not work", message: errorMessage(error) } : null}
    />
  );
}
