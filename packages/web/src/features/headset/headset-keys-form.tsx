import { useState } from "react";
import { toast } from "sonner";
import { headsetMessages, type HeadsetLocationKeys } from "@pos/core/headset/headset.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** One location's Headset API key and data key, saved on their own. */
export function HeadsetKeysForm({
  companyId,
  location,
}: {
  companyId: number;
  location: HeadsetLocationKeys;
}) {
  const utils = trpc.useUtils();
  const update = trpc.headset.updateKeys.useMutation();
  const [apiKey, setApiKey] = useState(location.headsetApiKey ?? "");
  const [dataKey, setDataKey] = useState(location.headsetDataKey ?? "");
  const id = `headset-${location.locationId}`;

  async function save() {
    try {
      await update.mutateAsync({
        companyId,
        locationId: location.locationId,
        headsetApiKey: apiKey.trim() || null,
        headsetDataKey: dataKey.trim() || null,
      });
      toast.success(headsetMessages.keysUpdated(location.name));
      await utils.headset.keys.invalidate({ companyId });
    } catch (error) {
      toast.error(serverMessageOr(error, headsetMessages.updateError));
    }
  }

  return (
    <form
      aria-label={`Headset keys of ${location.name}`}
      className="grid items-end gap-3 py-3 sm:grid-cols-[10rem_1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="self-center text-sm font-medium">{location.name}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-api`}>API key</Label>
        <Input
          id={`${id}-api`}
          value={apiKey}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setApiKey(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-data`}>Data key</Label>
        <Input
          id={`${id}-data`}
          value={dataKey}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setDataKey(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending}>
        {update.isPending && <Spinner />}
        Save
      </Button>
    </form>
  );
}
