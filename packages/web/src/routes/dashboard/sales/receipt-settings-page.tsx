import { ReceiptText } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { LocationSelect } from "@/components/shared/location-select";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { ReceiptSettingsForm } from "./receipt-settings-form";

/** `settings/receipts`: what each location prints on its receipts. */
export function ReceiptSettingsPage() {
  const { company, locations } = useCompany();
  const [params, setParams] = useSearchParams();
  const location = locations.find((entry) => entry.id === params.get("locationId")) ?? locations[0];
  const settings = trpc.receiptSettings.get.useQuery(
    { companyId: company.id, locationId: location?.id ?? "" },
    { enabled: Boolean(location) },
  );

  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void settings.refetch()}
      />
    );

  const picker = location && (
    <LocationSelect
      locations={locations}
      value={location.id}
      onChange={(locationId) => setParams({ locationId }, { replace: true })}
    />
  );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Receipts"
        description="What each location prints on its sale receipts."
        actions={picker}
      />
      {!location && (
        <EmptyState icon={ReceiptText} title="No locations yet">
          Receipt settings are kept per location. Add a location first.
        </EmptyState>
      )}
      {location && !settings.data && <PageSpinner label="Loading the receipt settings" />}
      {settings.data && (
        <ReceiptSettingsForm
          key={`${settings.data.locationId}:${settings.data.updateDate ?? "default"}`}
          companyId={company.id}
          timeZone={company.timezone}
          initial={settings.data}
        />
      )}
    </div>
  );
}
