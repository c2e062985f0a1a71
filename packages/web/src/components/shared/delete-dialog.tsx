import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";

/** What every list's delete dialog is given by the table that opens it. */
export type DeleteDialogTarget = {
  companyId: number;
  open: boolean;
  onClose: () => void;
};

type DeleteDialogProps = {
  /** What is deleted, as the title, button and messages name it: "discount", "tax group". */
  noun: string;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  name: string;
  open: boolean;
  onClose: () => void;
  description: ReactNode;
  /** How many products still use it: the dialog says so before the server has to. */
  usedBy?: number;
  /** Deletes on the server and refreshes what shows it; the dialog closes when it resolves. */
  onDelete: () => Promise<unknown>;
  /** Replaces the default title, "Delete the {noun} "{name}"?". */
  title?: string;
  /** Replaces the default "was deleted" toast (e.g. with an Undo). */
  onDeleted?: () => void;
};

/** Asks before deleting a named record; a refusal (in use, the server's answer) stays in view. */
export function DeleteDialog({
  noun,
  name,
  open,
  onClose,
  description,
  usedBy = 0,
  onDelete,
  title = `Delete the ${noun} "${name}"?`,
  onDeleted = () => toast.success(`The ${noun} "${name}" was deleted`),
}: DeleteDialogProps) {
  const remove = useMutation({
    mutationFn: onDelete,
    onSuccess: () => {
      onClose();
      onDeleted();
    },
  });
  const inUse = {
    title: `This ${noun} is in use`,
    message: `${usedBy === 1 ? "1 product uses" : `${usedBy} products use`} this ${noun}. Choose another ${noun} for ${usedBy === 1 ? "it" : "them"} first.`,
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={title}
      description={description}
      confirmLabel={`Delete ${noun}`}
      onConfirm={() => remove.mutate()}
      pending={remove.isPending}
      error={
        usedBy > 0
          ? inUse
          : remove.error && { title: `The ${noun} was not deleted`, message: errorMessage(remove.error) }
      }
    />
  );
}
