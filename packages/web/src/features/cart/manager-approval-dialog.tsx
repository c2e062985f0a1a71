import type { FormEvent, ReactNode } from "react";
import type { Approval } from "@pos/core/shifts/hours.schema";
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

type ManagerApprovalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permission: Approval;
  /** The title's icon, drawn before the title text. */
  icon: ReactNode;
  title: string;
  description: string;
  passcodeId: string;
  onApproved: (approved: Approved) => void;
  /** What the manager approves, shown above the passcode. */
  children?: ReactNode;
};

/** A step of the sale that goes on only once a manager's passcode holds the permission. */
export function ManagerApprovalDialog({
  open,
  onOpenChange,
  permission,
  icon,
  title,
  description,
  passcodeId,
  onApproved,
  children,
}: ManagerApprovalDialogProps) {
  const approval = useManagerApproval(permission);

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
              {icon}
              {title}
            </DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <ManagerPasscodeField id={passcodeId} approval={approval} autoFocus />
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
