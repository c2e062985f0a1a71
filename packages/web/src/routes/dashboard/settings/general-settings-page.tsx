import { Link } from "react-router";
import { SettingsFormPage } from "@/components/layout/settings-form-page";
import { CopyButton } from "@/components/shared/copy-button";
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
          .{" "}
          <span className="inline-flex items-center gap-1">
            Company ID {company.id}
            <CopyButton text={String(company.id)} label="company id" className="size-6" />
          </span>
        </>
      }
      settings={settings}
      loadingLabel="Loading the general settings"
    >
      {(initial) => <GeneralSettingsForm companyId={company.id} initial={initial} />}
    </SettingsFormPage>
  );
}
