import { Landmark } from "lucide-react";
import { useMemo } from "react";
import type { TaxConfig } from "@pos/core/tax-config/tax-config.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { taxConfigColumns } from "./columns";
import { DeleteTaxConfigDialog } from "./delete-tax-config-dialog";

type TaxConfigsTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  configs: TaxConfig[] | undefined;
  editPath: (taxConfigId: string) => string;
  locationName: (id: string) => string;
  categoryName: (id: string) => string;
};

export function TaxConfigsTable({
  companyId,
  configs,
  editPath,
  locationName,
  categoryName,
}: TaxConfigsTableProps) {
  const deleting = useDeleteTarget<TaxConfig>();
  const columns = useMemo(
    () =>
      taxConfigColumns({
        editPath,
        onDelete: deleting.ask,
        names: { location: locationName, category: categoryName },
      }),
    [editPath, deleting.ask, locationName, categoryName],
  );
  const table = useDataTable({ data: configs, columns, getRowId: (config) => config.id });

  return (
    <>
      <DataTable
        table={table}
        loading={!configs}
        loadingRows={3}
        empty={
          <div className="p-6">
            <EmptyState icon={Landmark} title="No tax configurations yet">
              Add your province&apos;s taxes as the default rule, then rules for the categories or locations
              that are taxed differently.
            </EmptyState>
          </div>
        }
      />
      <DeleteTaxConfigDialog
        companyId={companyId}
        config={deleting.target}
        open={deleting.open}
        onClose={deleting.close}
      />
    </>
  );
}
