import { MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { LocationSelect } from "@/components/shared/location-select";
import { RegisterDefaultsForm } from "@/features/device-preferences/register-defaults-form";
import { LocationPaymentOptions } from "@/features/payment-options/location-payment-options";
import { PaymentFeesCard } from "@/features/payment-fee-settings/payment-fees-card";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/pos`: per location, the payment options and preferences its registers start with. */
export function RegisterDefaultsPage() {
  const { company, locations } = useCompany();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const defaults = trpc.registerDefaults.get.useQuery(
    { companyId: company.id, locationId },
    { enabled: Boolean(locationId) },
  );
  const location = locations.find((entry) => entry.id === locationId);

  if (defaults.error)
    return (
      <PageError
        error={defaults.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void defaults.refetch()}
      />
    );

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="POS settings"
        description="What each register at a location starts with: the payment options offered at checkout and how the register behaves. A register that changed a setting on its own Settings page keeps its choice."
        actions={
          location && <LocationSelect locations={locations} value={locationId} onChange={setLocationId} />
        }
      />
      {!location ? (
        <EmptyState icon={MonitorSmartphone} title="No locations yet">
          Registers belong to a location. Add a location first.
        </EmptyState>
      ) : defaults.data && defaults.data.locationId === locationId ? (
        <>
          <RegisterDefaultsForm
            key={`${locationId}/${defaults.data.updateDate ?? "defaults"}`}
            companyId={company.id}
            locationName={location.name}
            initial={defaults.data}
          />
          <LocationPaymentOptions
            companyId={company.id}
            locationId={locationId}
            locationName={location.name}
          />
        </>
      ) : (
        <PageSpinner label="Loading the POS settings" />
      )}
      <PaymentFeesCard companyId={company.id} />
    </div>
  );
}
