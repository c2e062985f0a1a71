import { ShieldAlert } from "lucide-react";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { gramsText } from "./cart-quote";
import type { Approved } from "./manager-approval";
import { ManagerApprovalDialog } from "./manager-approval-dialog";

type LimitOverrideDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  grams: number;
  onApproved: (approved: Approved) => void;
};

/** A sale over 30 g of dried cannabis equivalent goes on only with a manager's passcode. */
export function LimitOverrideDialog({ grams, ...props }: LimitOverrideDialogProps) {
  return (
    <ManagerApprovalDialog
      {...props}
      permission="CAN_OVERRIDE_PURCHASE_LIMIT"
      icon={<ShieldAlert className="size-5 text-destructive" aria-hidden />}
      title="Over the purchase limit"
      description={paymentMessages.overLimit(gramsText(grams))}
      passcodeId="limit-passcode"
    />
  );
}
