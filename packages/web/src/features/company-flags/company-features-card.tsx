import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  adminToasts,
  albertaLotTrackingAlert,
  companyToggleLabels,
  companyToggles,
  confirmedToggles,
  needsLotTrackingAlert,
  toggleConfirmation,
  toggleValue,
  type CompanyToggle,
  type ToggledCompany,
} from "@pos/core/admin/company-admin.schema";
import { ConfirmDialog } from "@/components/shared/confirm-dialog";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

/**
 * admin.md 2 and 4 "features and integrations": the ten company switches. Each click saves at once and
 * reloads the company, so the switch always shows what the server holds; Paying and Licensed ask first.
 */
export function CompanyFeaturesCard({ companyId, company }: { companyId: number; company: ToggledCompany }) {
  const utils = trpc.useUtils();
  const setToggle = trpc.adminCompanies.setToggle.useMutation();
  const [saving, setSaving] = useState<CompanyToggle | null>(null);
  const [confirming, setConfirming] = useState<{ toggle: CompanyToggle; enabled: boolean } | null>(null);
  const confirmation = confirming && toggleConfirmation(confirming.toggle, confirming.enabled);

  function change(toggle: CompanyToggle, enabled: boolean) {
    if (confirmedToggles.has(toggle)) setConfirming({ toggle, enabled });
    else void save(toggle, enabled);
  }

  async function confirm() {
    if (!confirming) return;
    await save(confirming.toggle, confirming.enabled);
    setConfirming(null);
  }

  async function save(toggle: CompanyToggle, enabled: boolean) {
    setSaving(toggle);
    try {
      await setToggle.mutateAsync({ companyId, toggle, enabled });
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    } finally {
      await Promise.all([
        utils.adminCompanies.get.invalidate({ companyId }),
        utils.flags.forCompany.invalidate({ companyId }),
      ]);
      setSaving(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Features and integrations</CardTitle>
        <CardDescription>Plan, licence, integrations and store settings of this company.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {needsLotTrackingAlert(company) && (
          <Alert variant="destructive" className="border-destructive/40 bg-destructive/10">
            <TriangleAlert aria-hidden />
            <AlertTitle>{albertaLotTrackingAlert}</AlertTitle>
          </Alert>
        )}
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Company switches">
          {companyToggles.map((toggle) => {
            const id = `toggle-${toggle}`;
            const label = companyToggleLabels[toggle];
            return (
              <li
                key={toggle}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg border bg-background px-3 py-2"
              >
                <Label htmlFor={id} className="font-normal">
                  {label}
                </Label>
                <span className="flex items-center gap-2">
                  {saving === toggle && (
                    <Spinner label={`Saving ${label}`} className="text-muted-foreground" />
                  )}
                  <Switch
                    id={id}
                    checked={toggleValue(company, toggle)}
                    disabled={saving !== null}
                    onCheckedChange={(next) => change(toggle, next)}
                  />
                </span>
              </li>
            );
          })}
        </ul>
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirmation?.title ?? ""}
          description={confirmation?.description ?? ""}
          confirmLabel={confirming?.enabled ? "Turn on" : "Turn off"}
          onConfirm={() => void confirm()}
          pending={saving !== null}
        />
      </CardContent>
    </Card>
  );
}
