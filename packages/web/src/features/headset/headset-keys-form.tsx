import { useState } from "react";
import { toast } from "sonner";
import {
  headsetMessages,
  type HeadsetLocationKeys,
  type UpdateHeadsetKeysInput,
} from "@pos/core/headset/headset.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const masked = (last4: string | null) => (last4 === null ? "No key" : `••••••••${last4}`);

/**
 * One location's Headset API key and data key. Saved keys are never sent back: the fields show their last four
 * characters, an empty field keeps the saved key, and "Remove keys" deletes both.
 */
export function HeadsetKeysForm({
  companyId,
  location,
}: {
  companyId: number;
  location: HeadsetLocationKeys;
}) {
  const utils = trpc.useUtils();
  const update = trpc.headset.updateKeys.useMutation();
  const [apiKey, setApiKey] = useState("");
  const [dataKey, setDataKey] = useState("");
  const id = `headset-${location.locationId}`;
  const hasKeys = location.headsetApiKeyLast4 !== null || location.headsetDataKeyLast4 !== null;

  async function save(keys: Pick<UpdateHeadsetKeysInput, "headsetApiKey" | "headsetDataKey">) {
    try {
      await update.mutateAsync({ companyId, locationId: location.locationId, ...keys });
      toast.success(headsetMessages.keysUpdated(location.name));
      setApiKey("");
      setDataKey("");
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
        void save({ headsetApiKey: apiKey.trim() || undefined, headsetDataKey: dataKey.trim() || undefined });
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
          placeholder={masked(location.headsetApiKeyLast4)}
          aria-describedby={`${id}-api-saved`}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <span id={`${id}-api-saved`} className="sr-only">
          Saved: {masked(location.headsetApiKeyLast4)}
        </span>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-data`}>Data key</Label>
        <Input
          id={`${id}-data`}
          value={dataKey}
          maxLength={200}
          autoComplete="off"
          placeholder={masked(location.headsetDataKeyLast4)}
          aria-describedby={`${id}-data-saved`}
          onChange={(e) => setDataKey(e.target.value)}
        />
        <span id={`${id}-data-saved`} className="sr-only">
          Saved: {masked(location.headsetDataKeyLast4)}
        </span>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save
        </Button>
        {hasKeys && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={update.isPending}
            onClick={() => void save({ headsetApiKey: null, headsetDataKey: null })}
          >
            Remove keys
          </Button>
        )}
      </div>
    </form>
  );
}
