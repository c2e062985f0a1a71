import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TaxConfigsTable } from "@/features/tax-configs/tax-configs-table";
import { useTaxConfigChoices } from "@/features/tax-configs/use-tax-config-choices";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

export const taxConfigPaths = (companyId: number) => {
  const list = `/company/${companyId}/dashboard/settings/taxConfigurations`;
  return {
    list,
    add: `${list}/addTax`,
    edit: (taxConfigId: string) => `${list}/addTax?taxConfigId=${encodeURIComponent(taxConfigId)}`,
  };
};

/** `settings/taxConfigurations` (flag taxConfig): the tax rules by category and location. */
export function TaxConfigurationsPage() {
  const { company, locations } = useCompany();
  const paths = taxConfigPaths(company.id);
  const configs = trpc.taxConfigs.list.useQuery({ companyId: company.id });
  const choices = useTaxConfigChoices(company.id, locations);

  if (configs.error) {
    return (
      <PageError
        error={configs.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void configs.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Tax configurations"
        description="The taxes and deposits checkout charges, by category and location. Where none applies, the product's tax group does."
        actions={
          <Button asChild>
            <Link to={paths.add}>
              <Plus aria-hidden />
              Add tax
            </Link>
          </Button>
        }
      />
      <Card className="py-0">
        <CardContent className="px-0">
          <TaxConfigsTable
            companyId={company.id}
            configs={configs.data?.items}
            editPath={paths.edit}
            locationName={choices.locationName}
            categoryName={choices.categoryName}
          />
        </CardContent>
      </Card>
    </div>
  );
}
