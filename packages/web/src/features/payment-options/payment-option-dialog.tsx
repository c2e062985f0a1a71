import { useState } from "react";
import { toast } from "sonner";
import {
  cardProviderLabels,
  countries,
  ZPaymentOptionInput,
  type CardProviderId,
  type PaymentOptionView,
} from "@pos/core/card-payments/card-payments.schema";
import { CurrencyInput } from "@/components/shared/currency-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

type Draft = Omit<PaymentOptionView, "id" | "updateDate">;

export const newOption = (provider: CardProviderId): Draft => ({
  provider,
  posAvailable: false,
  ecomAvailable: false,
  availableCountries: ["Canada"],
  posDisplayName: cardProviderLabels[provider],
  minimumChargeAmount: 100,
  maximumChargeAmount: 500_000,
  iconUrl: null,
});

type Props = { option: Draft; onClose: () => void };

/** Edits one payment option of the payment options service (admin v2 payments/payment-options). */
export function PaymentOptionDialog({ option, onClose }: Props) {
  const utils = trpc.useUtils();
  const save = trpc.cardPayments.saveOption.useMutation();
  const [draft, setDraft] = useState<Draft>(option);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  async function submit() {
    const parsed = ZPaymentOptionInput.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(`${parsed.data.posDisplayName} saved`);
      await utils.cardPayments.adminOptions.invalidate();
      onClose();
    } catch (error) {
      toast.error(adminErrorMessage(error, "An error occurred while saving the payment option"));
    }
  }

  const error = (key: string) =>
    errors[key] && (
      <p role="alert" className="text-sm text-destructive">
        {errors[key]}
      </p>
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{cardProviderLabels[draft.provider]} payment option</DialogTitle>
          <DialogDescription>
            Registers offer it where the merchant&apos;s config is approved and POS-enabled and a terminal exists.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="option-name">Display name</Label>
            <Input
              id="option-name"
              maxLength={60}
              value={draft.posDisplayName}
              onChange={(event) => set("posDisplayName", event.target.value)}
            />
            {error("posDisplayName")}
          </div>
          <div className="flex flex-wrap gap-6">
            <Label className="flex items-center gap-2">
              <Switch checked={draft.posAvailable} onCheckedChange={(value) => set("posAvailable", value)} />
              Available at the POS
            </Label>
            <Label className="flex items-center gap-2">
              <Switch checked={draft.ecomAvailable} onCheckedChange={(value) => set("ecomAvailable", value)} />
              Available online
            </Label>
          </div>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Countries</legend>
            <div className="flex gap-6">
              {countries.map((country) => (
                <Label key={country} className="flex items-center gap-2 font-normal">
                  <Checkbox
                    checked={draft.availableCountries.includes(country)}
                    onCheckedChange={(checked) =>
                      set(
                        "availableCountries",
                        countries.filter((entry) =>
                          entry === country ? checked === true : draft.availableCountries.includes(entry),
                        ),
                      )
                    }
                  />
                  {country}
                </Label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor="option-min">Minimum charge</Label>
              <CurrencyInput
                id="option-min"
                onlyPositive
                value={draft.minimumChargeAmount}
                onChange={(cents) => set("minimumChargeAmount", cents ?? 0)}
              />
              {error("minimumChargeAmount")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="option-max">Maximum charge</Label>
              <CurrencyInput
                id="option-max"
                onlyPositive
                value={draft.maximumChargeAmount}
                onChange={(cents) => set("maximumChargeAmount", cents ?? 0)}
              />
              {error("maximumChargeAmount")}
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="option-icon">Icon address</Label>
            <Input
              id="option-icon"
              type="url"
              placeholder="https://…"
              value={draft.iconUrl ?? ""}
              onChange={(event) => set("iconUrl", event.target.value.trim() || null)}
            />
            {error("iconUrl")}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              Save option
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
