import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { GeneralSettingsForm } from "@/features/general-settings/general-settings-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/general`: the company's name, legal name, address, phone, time zone, tax number and register rules. */
export function GeneralSettingsPage() {
  const { company } = useCompany();
  const settings = trpc.generalSettings.get.useQuery({ companyId: company.id });

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
        title="General settings"
        description={
          <>
            Who the company is and the rules every location follows. What receipts print is set per location
            under{" "}
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={`/company/${company.id}/dashboard/settings/receipts`}
            >
              Receipts
            </Link>
            .
          </>
        }
      />
      {settings.data ? (
        <GeneralSettingsForm companyId={company.id} initial={settings.data} />
      ) : (
        <PageSpinner label="Loading the general settings" />
      )}
    </div>
  );
}
