import { Plus } from "lucide-react";
import { Link } from "react-router";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TaxGroupsTable } from "@/features/tax-groups/tax-groups-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { taxonomyPaths } from "./taxonomy-paths";

/** `settings/taxes`: the company's tax groups. */
export function TaxGroupsPage() {
  const { company } = useCompany();
  const paths = taxonomyPaths(company.id);
  const groups = trpc.catalog.taxGroups.list.useQuery({ companyId: company.id });

  if (groups.error) {
    return (
      <PageError
        error={groups.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void groups.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Tax groups"
        description="Named sets of sales taxes. Each product has one; the register charges its taxes on every sale."
        actions={
          <Button asChild>
            <Link to={paths.addTaxGroup}>
              <Plus aria-hidden />
              Add tax group
            </Link>
          </Button>
        }
      />
      <Card className="py-0">
        <CardContent className="px-0">
          <TaxGroupsTable companyId={company.id} groups={groups.data?.items} editPath={paths.editTaxGroup} />
        </CardContent>
      </Card>
    </div>
  );
}
