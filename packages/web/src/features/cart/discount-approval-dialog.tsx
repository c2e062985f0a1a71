import { BadgePercent } from "lucide-react";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import type { Approved } from "./manager-approval";
import { ManagerApprovalDialog } from "./manager-approval-dialog";

type DiscountApprovalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names of the discounts the cashier gives in this sale. */
  discountNames: string[];
  onApproved: (approved: Approved) => void;
};

/** Discounts given by a cashier without CAN_APPLY_DISCOUNTS go on only with a manager's passcode. */
export function DiscountApprovalDialog({ discountNames, ...props }: DiscountApprovalDialogProps) {
  return (
    <ManagerApprovalDialog
      {...props}
      permission="CAN_APPLY_DISCOUNTS"
      icon={<BadgePercent className="size-5 text-primary" aria-hidden />}
      title="Approve discounts"
      description={paymentMessages.noDiscount}
      passcodeId="discount-passcode"
    >
      {discountNames.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Discounts to approve">
          {discountNames.map((name) => (
            <li key={name} className="rounded-md bg-muted px-3 py-1.5">
              {name}
            </li>
          ))}
        </ul>
      )}
    </ManagerApprovalDialog>
  );
}
