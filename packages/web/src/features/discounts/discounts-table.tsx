import { Tag } from "lucide-react";
import { useMemo } from "react";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { discountColumns } from "./columns";
import { DeleteDiscountDialog } from "./delete-discount-dialog";

type DiscountsTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  discounts: Discount[] | undefined;
  editPath: (discountId: string) => string;
};

export function DiscountsTable({ companyId, discounts, editPath }: DiscountsTableProps) {
  const deleting = useDeleteTarget<Discount>();
  const columns = useMemo(
    () =>
      discountColumns({
        editPath,
        onDelete: deleting.ask,
      }),
    [editPath, deleting.ask],
  );
  const table = useDataTable({ data: discounts, columns, getRowId: (discount) => discount.id });

  return (
    <>
      <DataTable
        table={table}
        loading={!discounts}
        loadingRows={4}
        empty={
          <div className="p-6">
            <EmptyState icon={Tag} title="No discounts yet">
              Add a discount to take a percentage or an amount off products, categories or the whole order.
            </EmptyState>
          </div>
        }
      />
      <DeleteDiscountDialog
        companyId={companyId}
        discount={deleting.target}
        open={deleting.open}
        onClose={deleting.close}
      />
    </>
  );
}
