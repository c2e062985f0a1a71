import { FolderTree } from "lucide-react";
import { useMemo } from "react";
import { toast } from "sonner";
import type { WooCategoryRow } from "@pos/core/integrations/woocommerce/woo.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { wooCategoryColumns } from "@/features/integrations/woo-category-columns";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { IntegrationTabs, wooBase, wooTabs } from "./integration-tabs";

/** integrations/wooCommerce/categories: which store category each of our categories' products are filed under. */
export function WooCategoriesPage() {
  const { company } = useCompany();
  const companyId = company.id;
  const categories = trpc.wooCommerce.categories.useQuery({ companyId });
  const utils = trpc.useUtils();
  const map = trpc.wooCommerce.mapCategory.useMutation({
    onSuccess: (next) => utils.wooCommerce.categories.setData({ companyId }, next),
  });
  const data = categories.data;
  const columns = useMemo(
    () =>
      wooCategoryColumns(
        data?.storeCategories ?? [],
        (category: WooCategoryRow, wooCategoryId: number | null) =>
          void map
            .mutateAsync({ companyId, categoryId: category.categoryId, wooCategoryId })
            .then(() => toast.success(`${category.name} mapped`))
            .catch((error: unknown) => toast.error(serverMessageOr(error, "The mapping was not saved"))),
        Boolean(data?.storeError),
      ),
    [data, map, companyId],
  );
  const table = useDataTable({ data: data?.categories, columns, getRowId: (row) => row.categoryId });

  if (categories.error)
    return (
      <PageError
        error={categories.error}
        permission="CAN_MANAGE_INTEGRATIONS"
        onRetry={() => void categories.refetch()}
      />
    );

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="WooCommerce categories"
        description="Products are pushed into the store category mapped to their category."
      />
      <IntegrationTabs base={wooBase(companyId)} tabs={wooTabs} />
      {data?.storeError && (
        <Alert variant="destructive">
          <AlertDescription>{data.storeError}</AlertDescription>
        </Alert>
      )}
      <Card className="gap-0 py-0">
        <CardContent className="px-0">
          <DataTable
            table={table}
            loading={!data}
            empty={
              <div className="p-6">
                <EmptyState icon={FolderTree} title="No categories yet">
                  Add categories to your products first, then map them to the store's.
                </EmptyState>
              </div>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
