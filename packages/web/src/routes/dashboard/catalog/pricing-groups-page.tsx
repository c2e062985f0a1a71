import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import type { PricingGroup } from "@pos/core/pricing-groups/pricing-group.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { PricingGroupDialog, type PricingGroupTarget } from "@/features/pricing-groups/pricing-group-dialog";
import { PricingGroupsTable } from "@/features/pricing-groups/pricing-groups-table";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `productListing/pricingGroups` (flag canAccessPricingGroups): groups of products that share a price. */
export function PricingGroupsPage() {
  const { company } = useCompany();
  const groups = trpc.pricingGroups.list.useQuery({ companyId: company.id });
  const [target, setTarget] = useState<PricingGroupTarget | null>(null);
  const edit = useCallback((group: PricingGroup) => setTarget(group), []);

  if (groups.error)
    return (
      <PageError
        error={groups.error}
        permission="CAN_MANAGE_PRODUCTS"
        onRetry={() => void groups.refetch()}
      />
    );

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Pricing groups"
        description="Products in a group share its price: choose the group on the product, change the price here."
        actions={
          <Button onClick={() => setTarget("add")}>
            <Plus aria-hidden />
            Add pricing group
          </Button>
        }
      />
      <Card className="py-0">
        <CardContent className="px-0">
          <PricingGroupsTable companyId={company.id} groups={groups.data?.items} onEdit={edit} />
        </CardContent>
      </Card>
      <PricingGroupDialog companyId={company.id} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
