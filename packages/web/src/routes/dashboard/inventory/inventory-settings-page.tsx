import { SettingsFormPage } from "@/components/layout/settings-form-page";
import { InventorySettingsForm } from "@/features/inventory-settings/inventory-settings-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/inventory`: negative stock, lot tracking, audits, cost of goods and inventory screen defaults. */
export function InventorySettingsPage() {
  const { company } = useCompany();
  const settings = trpc.inventorySettings.get.useQuery({ companyId: company.id });
  return (
    <SettingsFormPage
      title="Inventory settings"
      description="How stock is counted, costed and protected across the company."
      settings={settings}
      loadingLabel="Loading the inventory settings"
    >
      {(initial) => <InventorySettingsForm companyId={company.id} initial={initial} />}
    </SettingsFormPage>
  );
}
