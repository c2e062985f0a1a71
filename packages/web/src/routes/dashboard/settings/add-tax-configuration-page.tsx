import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { NotFound } from "@/components/layout/not-found";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { TaxConfigForm } from "@/features/tax-configs/tax-config-form";
import { useTaxConfigChoices } from "@/features/tax-configs/use-tax-config-choices";
import { httpStatusOf } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxConfigPaths } from "./tax-configurations-page";

const blank = {
  name: "",
  locationIds: [],
  categoryIds: [],
  taxes: [],
  depositCents: 0,
  isActive: true,
};

/** `settings/taxConfigurations/addTax`, and `?taxConfigId=` to edit one. */
export function AddTaxConfigurationPage() {
  const { company, locations } = useCompany();
  const taxConfigId = useSearchParams()[0].get("taxConfigId");
  const paths = taxConfigPaths(company.id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const editing = taxConfigId !== null;
  const config = trpc.taxConfigs.get.useQuery(
    { companyId: company.id, taxConfigId: taxConfigId ?? "" },
    { enabled: editing && taxConfigId !== "" },
  );
  // The add screen loads the list: it tells whether the user may manage tax configurations.
  const access = trpc.taxConfigs.list.useQuery({ companyId: company.id }, { enabled: !editing });
  const choices = useTaxConfigChoices(company.id, locations);
  const create = trpc.taxConfigs.create.useMutation();
  const update = trpc.taxConfigs.update.useMutation();

  const failed = [config, access].find((query) => query.error && httpStatusOf(query.error) !== 404);
  if (failed)
    return (
      <PageError error={failed.error} permission="CAN_MANAGE_COMPANY" onRetry={() => void failed.refetch()} />
    );
  if (editing && (config.error || taxConfigId === ""))
    return (
      <NotFound
        title="Tax configuration not found"
        message="This tax configuration does not exist or was deleted."
        backTo={paths.list}
        backLabel="Back to tax configurations"
      />
    );
  if ((editing ? !config.data : !access.data) || choices.loading)
    return <PageSpinner label="Loading tax configuration" />;

  const saved = async (message: string) => {
    toast.success(message);
    await navigate(paths.list);
    await utils.taxConfigs.list.invalidate({ companyId: company.id });
  };
  const current = config.data;

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={current ? `Edit ${current.name}` : "Add tax"}
        description="A tax rule: its taxes and deposit, and the categories and locations it covers."
        back={{ to: paths.list, label: "Tax configurations" }}
      />
      <TaxConfigForm
        key={current?.id ?? "new"}
        defaultValues={
          current
            ? {
                name: current.name,
                locationIds: current.locationIds,
                categoryIds: current.categoryIds,
                taxes: current.taxes,
                depositCents: current.depositCents,
                isActive: current.isActive,
              }
            : blank
        }
        submitLabel={current ? "Save changes" : "Add tax configuration"}
        cancelTo={paths.list}
        locations={locations}
        categories={choices.categories}
        save={(fields) =>
          current
            ? update.mutateAsync({ companyId: company.id, taxConfigId: current.id, config: fields })
            : create.mutateAsync({ companyId: company.id, config: fields })
        }
        onSaved={(view) => void saved(`"${view.name}" was ${current ? "saved" : "added"}`)}
      />
    </div>
  );
}
