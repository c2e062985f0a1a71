import { toast } from "sonner";
import { locationMessages, type LocationSettings } from "@pos/core/company/location.schema";
import type { Country } from "@/components/shared/regions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { trpc } from "@/lib/trpc";
import { LocationForm, locationValues } from "./location-form";

type LocationDialogProps = {
  company: { id: number; country: Country; timezone: string };
  /** The location to edit; null adds one. Undefined: closed. */
  location: LocationSettings | null | undefined;
  onClose: () => void;
};

/** Add or edit a location in a dialog; the lists and every location picker are refreshed after a save. */
export function LocationDialog({ company, location, onClose }: LocationDialogProps) {
  const utils = trpc.useUtils();
  const ref = { companyId: company.id };
  const taxGroups = trpc.locations.taxGroups.useQuery(ref, { enabled: location !== undefined });
  const add = trpc.locations.add.useMutation();
  const update = trpc.locations.update.useMutation();

  const saved = (message: string) => {
    toast.success(message);
    onClose();
    void utils.locations.list.invalidate(ref);
    void utils.company.locations.invalidate(ref);
  };

  return (
    <Dialog open={location !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{location ? `Edit ${location.name}` : "Add location"}</DialogTitle>
          <DialogDescription>
            {location
              ? "Its address and phone print on its receipts; its time zone dates its sales and shifts."
              : "A new store. It appears in the register's and the dashboard's location choices."}
          </DialogDescription>
        </DialogHeader>
        {location !== undefined && (
          <LocationForm
            key={location?.id ?? "new"}
            country={company.country}
            defaultValues={locationValues(location ?? undefined, company.timezone)}
            taxGroups={taxGroups.data ?? []}
            submitLabel={location ? "Save changes" : "Add location"}
            onCancel={onClose}
            save={(fields) =>
              location
                ? update.mutateAsync({ ...ref, locationId: location.id, ...fields })
                : add.mutateAsync({ ...ref, ...fields })
            }
            onSaved={(view) =>
              saved(location ? locationMessages.updated(view.name) : locationMessages.added(view.name))
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
