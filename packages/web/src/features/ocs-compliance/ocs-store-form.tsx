import { useState } from "react";
import { toast } from "sonner";
import type { OcsStoreSetup } from "@pos/core/compliance/ocs.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

function statusOf(store: OcsStoreSetup, flagOn: boolean): string {
  if (store.complianceOn) return "Reporting";
  if (store.province !== "ON") return "Not in Ontario";
  if (!store.crsaStoreId) return "No CRSA store id";
  if (!store.hashKey) return "No hash key";
  return flagOn ? "Not reporting" : "Flag off";
}

/** One store's OCS hash key (its CRSA store id and province are edited in the company's settings/locations). */
export function OcsStoreForm({
  companyId,
  store,
  flagOn,
}: {
  companyId: number;
  store: OcsStoreSetup;
  flagOn: boolean;
}) {
  const utils = trpc.useUtils();
  const save = trpc.ocs.setStore.useMutation();
  const [hashKey, setHashKey] = useState(store.hashKey ?? "");
  const [error, setError] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const id = `ocs-hash-${store.locationId}`;

  async function submit(value: string | null) {
    setError(null);
    try {
      await save.mutateAsync({ companyId, locationId: store.locationId, hashKey: value });
      toast.success(`Successfully updated ${store.name}`);
      if (value === null) setHashKey("");
      setConfirmingRemove(false);
      await utils.ocs.setup.invalidate({ companyId });
    } catch (failure) {
      setError(serverMessageOr(failure, "Unable to update"));
    }
  }

  return (
    <form
      aria-label={`OCS set-up of ${store.name}`}
      className="grid items-end gap-3 py-3 md:grid-cols-[12rem_9rem_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(hashKey);
      }}
    >
      <div className="grid gap-1 self-center">
        <p className="text-sm font-medium">{store.name}</p>
        <Badge variant={store.complianceOn ? "default" : "secondary"} className="w-fit">
          {statusOf(store, flagOn)}
        </Badge>
      </div>
      <div className="grid gap-1 self-center text-sm">
        <span className="text-muted-foreground">{store.province ?? "No province"}</span>
        <span className="font-mono text-xs">{store.crsaStoreId ?? "No CRSA id"}</span>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>OCS hash key</Label>
        <Input
          id={id}
          value={hashKey}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setHashKey(event.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          type="submit"
          disabled={save.isPending || !hashKey.trim() || hashKey.trim() === store.hashKey}
        >
          Save
        </Button>
        {store.hashKey && (
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => setConfirmingRemove(true)}
          >
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title={`Stop OCS reporting for ${store.name}?`}
        description="Its stock changes are no longer reported to the OCS from now on. What was recorded and submitted is kept."
        confirmLabel="Remove hash key"
        onConfirm={() => void submit(null)}
        pending={save.isPending}
      />
    </form>
  );
}
