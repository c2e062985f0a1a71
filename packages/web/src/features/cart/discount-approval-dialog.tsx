import { BadgePercent } from "lucide-react";
import type { FormEvent } from "react";
import { paymentMessages } from "@pos/core/payments/payment.schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ManagerPasscodeField, useManagerApproval, type Approved } from "./manager-approval";

type DiscountApprovalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names of the discounts the cashier gives in this sale. */
  discountNames: string[];
  onApproved: (approved: Approved) => void;
};

/** Discounts given by a cashier without CAN_APPLY_DISCOUNTS go on only with a manager's passcode. */
export function DiscountApprovalDialog({
  open,
  onOpenChange,
  discountNames,
  onApproved,
}: DiscountApprovalDialogProps) {
  const approval = useManagerApproval("CAN_APPLY_DISCOUNTS");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const approved = await approval.approve();
    if (!approved) return;
    approval.reset();
    onApproved(approved);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) approval.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <BadgePercent className="size-5 text-primary" aria-hidden />
              Approve discounts
            </DialogTitle>
            <DialogDescription>{paymentMessages.noDiscount}</DialogDescription>
          </DialogHeader>
          {discountNames.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label="Discounts to approve">
              {discountNames.map((name) => (
                <li key={name} className="rounded-md bg-muted px-3 py-1.5">
                  {name}
                </li>
              ))}
            </ul>
          )}
          <ManagerPasscodeField id="discount-passcode" approval={approval} autoFocus />
          <DialogFooter>
            <Button type="button" variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              Back to cart
            </Button>
            <Button type="submit" size="lg" disabled={approval.pending}>
              {approval.pending && <Spinner />}
              Approve
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
