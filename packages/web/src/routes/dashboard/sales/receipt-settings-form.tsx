import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  receiptShowsLoyalty,
  ZReceiptSettings,
  type ReceiptSettings,
  type ReceiptSettingsView,
} from "@pos/core/receipts/receipt-settings.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { Receipt } from "@/features/receipt/receipt";
import { useCompanyFlags } from "@/hooks/use-feature";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { sampleSale } from "./sample-sale";
import { StoreDetailsCard } from "./store-details-card";

type Props = { companyId: number; timeZone: string; initial: ReceiptSettingsView };

const switches: { key: "showCashier" | "showCustomerName" | "showLoyalty"; label: string; hint: string }[] = [
  { key: "showCashier", label: "Show the cashier", hint: "The employee who made the sale." },
  {
    key: "showCustomerName",
    label: "Show the customer's name",
    hint: "When a customer is attached to the sale.",
  },
  {
    key: "showLoyalty",
    label: "Show loyalty points",
    hint: "Needs loyalty and the loyalty-info-on-receipt feature for the company.",
  },
];

/** The settings of one location beside a live preview of a receipt printed with them. */
export function ReceiptSettingsForm({ companyId, timeZone, initial }: Props) {
  const utils = trpc.useUtils();
  const flags = useCompanyFlags();
  const [settings, setSettings] = useState<ReceiptSettings>(() => ZReceiptSettings.parse(initial));
  const [store, setStore] = useState(initial.store);
  const save = trpc.receiptSettings.save.useMutation({
    onSuccess: () => {
      toast.success("Receipt settings saved");
      void utils.receiptSettings.get.invalidate();
    },
  });
  const checked = ZReceiptSettings.safeParse(settings);
  const set = (next: Partial<ReceiptSettings>) => setSettings((current) => ({ ...current, ...next }));
  const text = (key: "storeName" | "address" | "phone" | "taxNumber" | "footer") => ({
    id: `receipt-${key}`,
    value: settings[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });
  const showLoyalty = receiptShowsLoyalty(
    {
      canAccessLoyalty: flags.isEnabled("canAccessLoyalty"),
      loyaltyInfoOnReceipt: flags.isEnabled("loyaltyInfoOnReceipt"),
    },
    settings,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked.success || save.isPending) return;
    save.mutate({ companyId, locationId: initial.locationId, settings: checked.data });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid gap-6">
        <StoreDetailsCard
          companyId={companyId}
          locationId={initial.locationId}
          initial={initial.store}
          onChange={setStore}
        />
        <Card>
          <CardHeader>
            <CardTitle>{initial.locationName}</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="grid gap-4" noValidate>
              <div className="grid gap-2">
                <Label htmlFor="receipt-storeName">Store name</Label>
                <Input {...text("storeName")} placeholder={initial.locationName} maxLength={80} />
              </div>
              <p className="text-sm text-muted-foreground">
                Leave the address, phone or tax number empty to print the store&apos;s.
              </p>
              <div className="grid gap-2">
                <Label htmlFor="receipt-address">Address on receipts</Label>
                <Textarea {...text("address")} rows={2} maxLength={200} placeholder={store.address} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="receipt-phone">Phone on receipts</Label>
                  <Input {...text("phone")} inputMode="tel" maxLength={40} placeholder={store.phone} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="receipt-taxNumber">Tax number on receipts</Label>
                  <Input {...text("taxNumber")} maxLength={30} placeholder={store.taxNumber} />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="receipt-footer">Footer message</Label>
                <Textarea {...text("footer")} rows={3} maxLength={500} />
              </div>
              {switches.map((entry) => (
                <div key={entry.key} className="flex items-start justify-between gap-4">
                  <div className="grid gap-0.5">
                    <Label htmlFor={`receipt-${entry.key}`}>{entry.label}</Label>
                    <p className="text-xs text-muted-foreground">{entry.hint}</p>
                  </div>
                  <Switch
                    id={`receipt-${entry.key}`}
                    checked={settings[entry.key]}
                    onCheckedChange={(value) => set({ [entry.key]: value })}
                  />
                </div>
              ))}
              <FormError
                title="Not saved"
                message={
                  checked.success
                    ? save.error
                      ? serverMessageOr(save.error, "There was an error saving")
                      : null
                    : (checked.error.issues[0]?.message ?? null)
                }
              />
              <div className="flex justify-end">
                <Button type="submit" disabled={!checked.success || save.isPending}>
                  {save.isPending && <Spinner label="Saving" />}
                  Save
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <section className="grid gap-2" aria-label="Preview">
        <p className="text-sm font-medium text-muted-foreground">Preview</p>
        <div className="rounded-lg border bg-white shadow-sm">
          <Receipt
            payment={sampleSale(initial.locationId)}
            context={{
              settings: { ...initial, ...settings, store },
              timeZone,
              showLoyalty,
              loyaltyBalance: 1280,
            }}
          />
        </div>
      </section>
    </div>
  );
}
