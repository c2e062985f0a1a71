import type { ColumnDef } from "@tanstack/react-table";
import { editDeleteColumn } from "@/components/data-table/edit-delete-column";
import { Link } from "react-router";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { Badge } from "@/components/ui/badge";
import { describeSchedule, describeValue } from "./discount-text";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

function coverage(discount: Discount): string {
  const count = (type: "include" | "exclude") =>
    discount.products.filter((t) => t.type === type).length +
    discount.categories.filter((t) => t.type === type).length;
  const [included, excluded] = [count("include"), count("exclude")];
  const head = included === 0 ? "Everything" : `${included} item${included === 1 ? "" : "s"}`;
  return excluded === 0 ? head : `${head}, ${excluded} excluded`;
}

export function discountColumns({
  editPath,
  onDelete,
}: {
  editPath: (discountId: string) => string;
  onDelete: (discount: Discount) => void;
}): ColumnDef<Discount>[] {
  return [
    {
      accessorKey: "name",
      header: "Discount",
      meta: { className: "pl-6 whitespace-normal" },
      cell: ({ row: { original: discount } }) => (
        <>
          <Link to={editPath(discount.id)} className={link}>
            {discount.name}
          </Link>
          <div className="mt-1 flex flex-wrap gap-1">
            {discount.applyAutomatically && <Badge variant="secondary">Automatic</Badge>}
            {discount.isLoyalty && <Badge variant="secondary">Reward · {discount.loyaltyCost} pts</Badge>}
            {!discount.salesChannels.includes("POS") && <Badge variant="outline">Online only</Badge>}
          </div>
        </>
      ),
    },
    {
      id: "value",
      header: "Value",
      enableSorting: false,
      meta: { className: "tabular-nums" },
      cell: ({ row }) => describeValue(row.original),
    },
    { id: "covers", header: "Covers", accessorFn: coverage },
    {
      id: "when",
      header: "When",
      enableSorting: false,
      meta: { className: "whitespace-normal" },
      cell: ({ row }) => describeSchedule(row.original.schedule),
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (discount) => (discount.isActive ? "Active" : "Inactive"),
      cell: ({ row }) =>
        row.original.isActive ? (
          <Badge>Active</Badge>
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            Inactive
          </Badge>
        ),
    },
    editDeleteColumn({ editPath, onDelete }),
  ];
}
