import { useState } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import {
  auditCompleteModeHelp,
  auditCompleteModeLabels,
  auditCompleteModes,
  inventoryCostOptionHelp,
  inventoryCostOptionLabels,
  inventoryCostOptions,
  type InventorySettings,
} from "@pos/core/inventory/inventory-settings.schema";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { ChoiceGroup } from "./choice-group";

/**
 * admin.md 3: the company's inventory settings on its admin detail. Each change saves at once and reloads, as the
 * company switches do (lot tracking is one of those switches).
 */
export function AdminInventoryCard({ companyId }: { companyId: number }) {
  const utils = trpc.useUtils();
  const settings = trpc.adminInventory.settings.useQuery({ companyId });
  const save = trpc.adminInventory.saveSettings.useMutation();
  const [saving, setSaving] = useState(false);

  async function change(next: Partial<InventorySettings>) {
    if (!settings.data) return;
    const { province: _province, ...current } = settings.data;
    setSaving(true);
    try {
      await save.mutateAsync({ companyId, ...current, ...next });
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    } finally {
      await Promise.all([
        utils.adminInventory.settings.invalidate({ companyId }),
        utils.adminCompanies.get.invalidate({ companyId }),
      ]);
      setSaving(false);
    }
  }

  const data = settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Inventory settings
          {saving && <Spinner label="Saving the inventory settings" className="text-muted-foreground" />}
        </CardTitle>
        <CardDescription>Negative stock, audit completion and cost of goods of this company.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {!data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg border bg-background px-3 py-2">
              <Label htmlFor="admin-block-negative" className="font-normal">
                Block negative inventory sales
              </Label>
              <Switch
                id="admin-block-negative"
                checked={data.blockNegativeInventorySale}
                disabled={saving}
                onCheckedChange={(blockNegativeInventorySale) => void change({ blockNegativeInventorySale })}
              />
            </div>
            <ChoiceGroup
              id="admin-audit-mode"
              label="Audit completion"
              options={auditCompleteModes}
              labels={auditCompleteModeLabels}
              help={auditCompleteModeHelp}
              value={data.auditCompleteMode}
              disabled={saving}
              onChange={(auditCompleteMode) => void change({ auditCompleteMode })}
            />
            <ChoiceGroup
              id="admin-cost-option"
              label="Inventory cost"
              options={inventoryCostOptions}
              labels={inventoryCostOptionLabels}
              help={inventoryCostOptionHelp}
              value={data.inventoryCostOption}
              disabled={saving}
              onChange={(inventoryCostOption) => void change({ inventoryCostOption })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
