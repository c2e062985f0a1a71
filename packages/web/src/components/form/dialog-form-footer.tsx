import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type DialogFormFooterProps = {
  onCancel: () => void;
  /** While the save runs both buttons are disabled and the submit button spins. */
  pending: boolean;
  submitLabel: ReactNode;
  /** What the spinner tells a screen reader: "Saving" unless named. */
  pendingLabel?: string;
  /** Disables the submit button beyond `pending` (a required field still empty). */
  blocked?: boolean;
  destructive?: boolean;
};

/** The end of a dialog's form: Cancel, which closes it, and the submit button. */
export function DialogFormFooter({
  onCancel,
  pending,
  submitLabel,
  pendingLabel = "Saving",
  blocked = false,
  destructive = false,
}: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={blocked || pending}>
        {pending && <Spinner label={pendingLabel} />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
