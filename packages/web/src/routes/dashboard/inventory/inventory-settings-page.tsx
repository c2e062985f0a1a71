import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { InventorySettingsForm } from "@/features/inventory-settings/inventory-settings-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/inventory`: negative stock, lot tracking, audits, cost of goods and inventory screen defaults. */
export function InventorySettingsPage() {
  const { company } = useCompany();
  const settings = trpc.inventorySettings.get.useQuery({ companyId: company.id });

  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void settings.refetch()}
      />
    );

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Inventory settings"
        description="How stock is counted, costed and protected across the company."
      />
      {settings.data ? (
        <InventorySettingsForm companyId={company.id} initial={settings.data} />
      ) : (
        <PageSpinner label="Loading the inventory settings" />
      )}
    </div>
  );
}
