import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  headsetMessages,
  headsetSyncKinds,
  type HeadsetLocationKeys,
  type HeadsetSyncOption,
} from "@pos/core/headset/headset.schema";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type Props = { companyId: number; locations: HeadsetLocationKeys[]; syncRunning: boolean };

/** What to send Headset and for which locations; after a sync the button stays disabled with a warning. */
export function HeadsetSyncForm({ companyId, locations, syncRunning }: Props) {
  const utils = trpc.useUtils();
  const sync = trpc.headset.sync.useMutation();
  const [options, setOptions] = useState<Record<HeadsetSyncOption, boolean>>({
    syncEmployees: false,
    syncInventory: false,
    syncCustomers: false,
    syncPayments: false,
    syncPurchaseOrders: false,
  });
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [synced, setSynced] = useState(false);
  const locked = synced || syncRunning;
  const ready = Object.values(options).some(Boolean) && locationIds.length > 0;

  async function start() {
    try {
      await sync.mutateAsync({ companyId, ...options, locationIds });
      setSynced(true);
      toast.success(headsetMessages.syncStarted);
      await utils.headset.syncs.invalidate({ companyId });
    } catch (error) {
      toast.error(serverMessageOr(error, headsetMessages.syncError));
    }
  }

  const box = (id: string, label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <div key={id} className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={locked}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Sync</legend>
          {headsetSyncKinds.map(({ key, label }) =>
            box(`headset-${key}`, label, options[key], (checked) =>
              setOptions((current) => ({ ...current, [key]: checked })),
            ),
          )}
        </fieldset>
        <fieldset className="grid content-start gap-2">
          <legend className="mb-2 text-sm font-medium">Locations</legend>
          {locations.map((location) =>
            box(
              `headset-location-${location.locationId}`,
              location.name,
              locationIds.includes(location.locationId),
              (checked) =>
                setLocationIds((current) =>
                  checked
                    ? [...current, location.locationId]
                    : current.filter((id) => id !== location.locationId),
                ),
            ),
          )}
        </fieldset>
      </div>
      {locked && (
        <Alert>
          <TriangleAlert aria-hidden />
          <AlertTitle>Syncing - will take a while to run</AlertTitle>
          <AlertDescription>{headsetMessages.syncAgainWarning}</AlertDescription>
        </Alert>
      )}
      <Button className="w-fit" disabled={locked || !ready || sync.isPending} onClick={() => void start()}>
        {sync.isPending && <Spinner />}
        Sync Headset
      </Button>
    </div>
  );
}
