import { ShieldAlert } from "lucide-react";
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
import { gramsText } from "./cart-quote";
import { ManagerPasscodeField, useManagerApproval, type Approved } from "./manager-approval";

type LimitOverrideDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  grams: number;
  onApproved: (approved: Approved) => void;
};

/** A sale over 30 g of dried cannabis equivalent goes on only with a manager's passcode. */
export function LimitOverrideDialog({ open, onOpenChange, grams, onApproved }: LimitOverrideDialogProps) {
  const approval = useManagerApproval("CAN_OVERRIDE_PURCHASE_LIMIT");

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
              <ShieldAlert className="size-5 text-destructive" aria-hidden />
              Over the purchase limit
            </DialogTitle>
            <DialogDescription>{paymentMessages.overLimit(gramsText(grams))}</DialogDescription>
          </DialogHeader>
          <ManagerPasscodeField id="limit-passcode" approval={approval} autoFocus />
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
