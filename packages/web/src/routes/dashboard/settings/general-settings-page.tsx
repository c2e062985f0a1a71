import { Link } from "react-router";
import { SettingsFormPage } from "@/components/layout/settings-form-page";
import { GeneralSettingsForm } from "@/features/general-settings/general-settings-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/general`: the company's name, legal name, address, phone, time zone, tax number and register rules. */
export function GeneralSettingsPage() {
  const { company } = useCompany();
  const settings = trpc.generalSettings.get.useQuery({ companyId: company.id });
  return (
    <SettingsFormPage
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
      settings={settings}
      loadingLabel="Loading the general settings"
    >
      {(initial) => <GeneralSettingsForm companyId={company.id} initial={initial} />}
    </SettingsFormPage>
  );
}
