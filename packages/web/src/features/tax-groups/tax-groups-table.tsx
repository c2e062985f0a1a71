import { Percent } from "lucide-react";
import { useMemo } from "react";
import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { taxGroupColumns } from "./columns";
import { DeleteTaxGroupDialog } from "./delete-tax-group-dialog";

type TaxGroupsTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  groups: TaxGroup[] | undefined;
  editPath: (taxGroupId: string) => string;
};

export function TaxGroupsTable({ companyId, groups, editPath }: TaxGroupsTableProps) {
  const deleting = useDeleteTarget<TaxGroup>();
  const columns = useMemo(
    () =>
      taxGroupColumns({
        editPath,
        onDelete: deleting.ask,
      }),
    [editPath, deleting.ask],
  );
  const table = useDataTable({ data: groups, columns, getRowId: (group) => group.id });

  return (
    <>
      <DataTable
        table={table}
        loading={!groups}
        loadingRows={3}
        empty={
          <div className="p-6">
            <EmptyState icon={Percent} title="No tax groups yet">
              Add a group for each set of sales taxes you charge, such as GST and PST, then choose it on your
              products.
            </EmptyState>
          </div>
        }
      />
      <DeleteTaxGroupDialog
        companyId={companyId}
        group={deleting.target}
        open={deleting.open}
        onClose={deleting.close}
      />
    </>
  );
}
