import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { SnapshotView } from "@pos/core/inventory/snapshot.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { LocationSelect } from "@/components/shared/location-select";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type TakeSnapshotDialogProps = {
  companyId: number;
  locations: { id: string; name: string }[];
  defaultLocationId: string;
  onTaken: (snapshot: SnapshotView) => void;
};

/** Takes a snapshot of the chosen location now. */
export function TakeSnapshotDialog({
  companyId,
  locations,
  defaultLocationId,
  onTaken,
}: TakeSnapshotDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [locationId, setLocationId] = useState(defaultLocationId);
  const utils = trpc.useUtils();
  const take = trpc.inventorySnapshots.take.useMutation({
    onSuccess: async (snapshot) => {
      setOpen(false);
      toast.success("Snapshot taken");
      await utils.inventorySnapshots.list.invalidate();
      onTaken(snapshot);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (take.isPending) return;
        setOpen(next);
        take.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Camera aria-hidden />
          Take snapshot
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Take a snapshot</DialogTitle>
          <DialogDescription>
            Keeps what the location holds now, per product and lot, with its value at cost.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Location</Label>
          <LocationSelect
            id={id}
            className="w-full"
            locations={locations}
            value={locationId}
            onChange={setLocationId}
          />
        </div>
        <FormError
          title="The snapshot was not taken"
          message={take.error ? serverMessageOr(take.error, "Please try again.") : null}
        />
        <DialogFooter>
          <Button disabled={take.isPending} onClick={() => take.mutate({ companyId, locationId })}>
            {take.isPending && <Spinner label="Taking the snapshot" />}
            Take snapshot
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
