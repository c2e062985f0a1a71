import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  auditCompleteModeHelp,
  auditCompleteModeLabels,
  auditCompleteModes,
  inventoryCostOptionHelp,
  inventoryCostOptionLabels,
  inventoryCostOptions,
  inventorySettingsMessages,
  ZInventorySettings,
  type InventorySettings,
  type InventorySettingsView,
} from "@pos/core/inventory/inventory-settings.schema";
import { FormError } from "@/components/form/form-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { ChoiceGroup } from "./choice-group";
import { LotTrackingAlert } from "./lot-tracking-alert";

type SwitchKey = "blockNegativeInventorySale" | "isBatchTracking" | "hideEmptyInventory";

const switches: { key: SwitchKey; label: string; hint: string }[] = [
  {
    key: "blockNegativeInventorySale",
    label: "Block sales of stock that is not there",
    hint: "A sale, transfer or adjustment that would take a location's stock below zero is refused.",
  },
  {
    key: "isBatchTracking",
    label: "Lot tracking",
    hint: "Stock of products that track lots is kept per lot. When off, products' lot tracking is ignored.",
  },
  {
    key: "hideEmptyInventory",
    label: "Hide empty inventory",
    hint: "Inventory screens start with products that have nothing on hand hidden.",
  },
];

type Props = { companyId: number; initial: InventorySettingsView };

/** settings/inventory: the company's inventory settings, saved together. */
export function InventorySettingsForm({ companyId, initial }: Props) {
  const utils = trpc.useUtils();
  const { province, ...saved } = initial;
  const [settings, setSettings] = useState<InventorySettings>(saved);
  const [reorderText, setReorderText] = useState(saved.defaultReorderPoint?.toString() ?? "");
  const save = trpc.inventorySettings.save.useMutation({
    onSuccess: () => {
      toast.success(inventorySettingsMessages.saved);
      void utils.inventorySettings.get.invalidate({ companyId });
    },
  });
  const reorder = reorderText.trim() === "" ? null : Number(reorderText);
  const checked = ZInventorySettings.safeParse({ ...settings, defaultReorderPoint: reorder });
  const set = (next: Partial<InventorySettings>) => setSettings((current) => ({ ...current, ...next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked.success || save.isPending) return;
    save.mutate({ companyId, ...checked.data });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Inventory</CardTitle>
        <CardDescription>These settings apply to every location of the company.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-6" noValidate>
          <LotTrackingAlert province={province} isBatchTracking={settings.isBatchTracking} />
          <div className="grid gap-4">
            {switches.map((entry) => (
              <div key={entry.key} className="flex items-start justify-between gap-4">
                <div className="grid gap-0.5">
                  <Label htmlFor={`inventory-${entry.key}`}>{entry.label}</Label>
                  <p className="text-xs text-muted-foreground">{entry.hint}</p>
                </div>
                <Switch
                  id={`inventory-${entry.key}`}
                  checked={settings[entry.key]}
                  onCheckedChange={(value) => set({ [entry.key]: value })}
                />
              </div>
            ))}
          </div>
          <ChoiceGroup
            id="inventory-audit-mode"
            label="Completing an audit"
            options={auditCompleteModes}
            labels={auditCompleteModeLabels}
            help={auditCompleteModeHelp}
            value={settings.auditCompleteMode}
            onChange={(auditCompleteMode) => set({ auditCompleteMode })}
          />
          <ChoiceGroup
            id="inventory-cost-option"
            label="Cost of goods"
            options={inventoryCostOptions}
            labels={inventoryCostOptionLabels}
            help={inventoryCostOptionHelp}
            value={settings.inventoryCostOption}
            onChange={(inventoryCostOption) => set({ inventoryCostOption })}
          />
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="inventory-reorder-point">Default reorder point</Label>
            <Input
              id="inventory-reorder-point"
              inputMode="numeric"
              placeholder="None"
              value={reorderText}
              aria-invalid={!checked.success}
              onChange={(event) => setReorderText(event.target.value)}
            />
            <p className="text-xs text-muted-foreground">
              A product is low on stock at or below this quantity, unless it has a reorder point of its own.
            </p>
          </div>
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
  );
}
