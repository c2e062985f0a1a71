import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { GiftCardSettingsView } from "@pos/core/gift-cards/gift-cards.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type GiftCardSettingsFormProps = { companyId: number; initial: GiftCardSettingsView };

/** The gift-card provider account: on/off and the client credentials (the secret is write-only). */
export function GiftCardSettingsForm({ companyId, initial }: GiftCardSettingsFormProps) {
  const [enabled, setEnabled] = useState(initial.enabled);
  const [clientId, setClientId] = useState(initial.clientId ?? "");
  const [secret, setSecret] = useState("");
  const utils = trpc.useUtils();
  const save = trpc.giftCards.saveSettings.useMutation({
    onSuccess: (saved) => {
      utils.giftCards.settings.setData({ companyId }, saved);
      setSecret("");
      toast.success("Gift card settings saved");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ companyId, enabled, clientId, clientSecret: secret || null });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Provider</CardTitle>
        <CardDescription>
          The gift-card provider's API credentials. Registers sell, reload and redeem cards while gift cards
          are on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid max-w-xl gap-4">
          <div className="flex items-center gap-3">
            <Switch id="gift-cards-enabled" checked={enabled} onCheckedChange={setEnabled} />
            <Label htmlFor="gift-cards-enabled">Gift cards are on</Label>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gift-cards-client-id">Client id</Label>
            <Input
              id="gift-cards-client-id"
              maxLength={200}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="gift-cards-secret">Client secret</Label>
            <Input
              id="gift-cards-secret"
              type="password"
              autoComplete="new-password"
              maxLength={500}
              placeholder={initial.secretSet ? "Set — type a new one to replace it" : ""}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          </div>
          {save.error && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessageOr(save.error, "The settings could not be saved")}
            </p>
          )}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
