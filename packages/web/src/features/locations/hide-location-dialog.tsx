import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { locationMessages, type LocationSettings } from "@pos/core/company/location.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type HideLocationDialogProps = {
  companyId: number;
  /** Kept while the dialog closes, so its text does not change during the animation. */
  location: LocationSettings | null;
  open: boolean;
  onClose: () => void;
};

/** Asks before hiding a location; a refusal (the last location) stays in view. */
export function HideLocationDialog({ companyId, location, open, onClose }: HideLocationDialogProps) {
  const utils = trpc.useUtils();
  const hide = trpc.locations.hide.useMutation();
  const run = useMutation({
    mutationFn: () => hide.mutateAsync({ companyId, locationId: location?.id ?? "" }),
    onSuccess: (view) => {
      onClose();
      toast.success(locationMessages.hiddenDone(view.name));
      void utils.locations.list.invalidate({ companyId });
      void utils.company.locations.invalidate({ companyId });
    },
  });
  const name = location?.name ?? "";

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        run.reset();
        onClose();
      }}
      title={`Hide ${name}?`}
      description={
        <>
          <p>
            {name} leaves the register's and the dashboard's location choices. Its sales, shifts and stock are
            kept.
          </p>
          <p>Only support can bring a hidden location back.</p>
        </>
      }
      confirmLabel="Hide location"
      onConfirm={() => run.mutate()}
      pending={run.isPending}
      error={run.error ? { title: `${name} was not hidden`, message: errorMessage(run.error) } : null}
    />
  );
}
