import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Tags } from "lucide-react";
import { useMemo } from "react";
import { formatCents } from "@pos/core/common/money";
import type { PricingGroup } from "@pos/core/pricing-groups/pricing-group.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { DeleteDialog } from "@/components/shared/delete-dialog";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { trpc } from "@/lib/trpc";

type TableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  groups: PricingGroup[] | undefined;
  onEdit: (group: PricingGroup) => void;
};

function columns(
  onEdit: TableProps["onEdit"],
  onDelete: (group: PricingGroup) => void,
): ColumnDef<PricingGroup>[] {
  return [
    {
      accessorKey: "name",
      header: "Pricing group",
      meta: { className: "pl-6 font-medium whitespace-normal" },
    },
    {
      accessorKey: "price",
      header: "Price",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => formatCents(row.original.price),
    },
    {
      accessorKey: "productCount",
      header: "Products",
      sortDescFirst: true,
      meta: { className: "text-right tabular-nums" },
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-16 pr-6 text-right" },
      cell: ({ row }) => (
        <RowActionsMenu
          name={row.original.name}
          actions={[{ label: "Edit", icon: Pencil, onSelect: () => onEdit(row.original) }]}
          onDelete={() => onDelete(row.original)}
        />
      ),
    },
  ];
}

export function PricingGroupsTable({ companyId, groups, onEdit }: TableProps) {
  const deleting = useDeleteTarget<PricingGroup>();
  const utils = trpc.useUtils();
  const remove = trpc.pricingGroups.delete.useMutation({
    onSuccess: () => utils.pricingGroups.list.invalidate({ companyId }),
  });
  const tableColumns = useMemo(() => columns(onEdit, deleting.ask), [onEdit, deleting.ask]);
  const table = useDataTable({ data: groups, columns: tableColumns, getRowId: (group) => group.id });
  const group = deleting.target;

  return (
    <>
      <DataTable
        table={table}
        loading={!groups}
        loadingRows={3}
        empty={
          <div className="p-6">
            <EmptyState icon={Tags} title="No pricing groups yet">
              Group products that sell at one price, such as every eighth of flower, and change their price in
              one place.
            </EmptyState>
          </div>
        }
      />
      <DeleteDialog
        noun="pricing group"
        name={group?.name ?? ""}
        open={deleting.open}
        onClose={deleting.close}
        usedBy={group?.productCount}
        description={<p>The group is removed for good; its products keep their current price.</p>}
        onDelete={async () => group && remove.mutateAsync({ companyId, pricingGroupId: group.id })}
      />
    </>
  );
}
