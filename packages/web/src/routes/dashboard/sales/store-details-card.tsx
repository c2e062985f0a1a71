import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  storeDetailLimits,
  ZLocationDetails,
  type StoreDetails,
} from "@pos/core/receipts/store-details.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

type Props = {
  companyId: number;
  locationId: string;
  initial: StoreDetails;
  onChange: (details: StoreDetails) => void;
};

/** The location's address and phone and the company's tax number: what every receipt prints unless overridden. */
export function StoreDetailsCard({ companyId, locationId, initial, onChange }: Props) {
  const utils = trpc.useUtils();
  const [details, setDetails] = useState(initial);
  const saveLocation = trpc.receiptSettings.saveLocationDetails.useMutation();
  const saveTaxNumber = trpc.receiptSettings.saveTaxNumber.useMutation();
  const [error, setError] = useState<string | null>(null);
  const pending = saveLocation.isPending || saveTaxNumber.isPending;
  const taxLabel = details.country === "Canada" ? "GST/HST number" : "Sales tax number";

  const set = (next: Partial<StoreDetails>) => {
    const updated = { ...details, ...next };
    setDetails(updated);
    onChange(updated);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = ZLocationDetails.safeParse(details);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    try {
      if (checked.data.address !== initial.address || checked.data.phone !== initial.phone)
        await saveLocation.mutateAsync({ companyId, locationId, ...checked.data });
      if (details.taxNumber.trim() !== initial.taxNumber)
        await saveTaxNumber.mutateAsync({ companyId, taxNumber: details.taxNumber });
      toast.success("Store details saved");
      await utils.receiptSettings.get.invalidate();
    } catch (failure) {
      setError(serverMessageOr(failure, "There was an error saving"));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Store details</CardTitle>
        <CardDescription>
          Printed on every receipt of this location. The tax number is the company&apos;s, for all its
          locations.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="store-address">Store address</Label>
            <Textarea
              id="store-address"
              rows={2}
              maxLength={storeDetailLimits.address}
              value={details.address}
              onChange={(event) => set({ address: event.target.value })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="store-phone">Store phone</Label>
              <Input
                id="store-phone"
                inputMode="tel"
                maxLength={storeDetailLimits.phone}
                value={details.phone}
                onChange={(event) => set({ phone: event.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="store-tax-number">{taxLabel}</Label>
              <Input
                id="store-tax-number"
                maxLength={storeDetailLimits.taxNumber}
                placeholder={details.country === "Canada" ? "123456789 RT0001" : undefined}
                value={details.taxNumber}
                onChange={(event) => set({ taxNumber: event.target.value })}
              />
            </div>
          </div>
          <FormError title="Not saved" message={error} />
          <div className="flex justify-end">
            <Button type="submit" variant="outline" disabled={pending}>
              {pending && <Spinner label="Saving" />}
              Save store details
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
