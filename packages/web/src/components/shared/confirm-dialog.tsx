import type { ReactNode } from "react";
import { FormError } from "@/components/form/form-error";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The server's answer when the action failed, shown in the dialog, which stays open. */
  error?: { title: string; message: string } | null;
  /** "proceed": a step that can't be undone but is not destructive; a plain button, "Not yet", and a retry after a failure. */
  kind?: "destructive" | "proceed";
};

/** Asks before a destructive (or irreversible) action; stays open while it runs and when it fails. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  error = null,
  kind = "destructive",
}: ConfirmDialogProps) {
  const proceed = kind === "proceed";
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && <FormError title={error.title} message={error.message} />}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{proceed ? "Not yet" : "Cancel"}</AlertDialogCancel>
          <Button
            variant={proceed ? "default" : "destructive"}
            onClick={onConfirm}
            disabled={pending || (!proceed && error !== null)}
          >
            {pending && <Spinner label={`${confirmLabel} in progress`} />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
