import { Tag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Discount } from "@pos/core/discounts/discount.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteDiscountDialog } from "./delete-discount-dialog";
import { describeSchedule, describeValue } from "./discount-text";

type DiscountsTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  discounts: Discount[] | undefined;
  editPath: (discountId: string) => string;
};

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

export function DiscountsTable({ companyId, discounts, editPath }: DiscountsTableProps) {
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const [open, setOpen] = useState(false);

  if (discounts?.length === 0) {
    return (
      <div className="p-6">
        <EmptyState icon={Tag} title="No discounts yet">
          Add a discount to take a percentage or an amount off products, categories or the whole order.
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Discount</TableHead>
            <TableHead>Value</TableHead>
            <TableHead>Covers</TableHead>
            <TableHead>When</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="w-16 pr-6">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!discounts && <TableSkeletonRows columns={6} rows={4} />}
          {discounts?.map((discount) => (
            <TableRow key={discount.id}>
              <TableCell className="pl-6 whitespace-normal">
                <Link to={editPath(discount.id)} className={link}>
                  {discount.name}
                </Link>
                <div className="mt-1 flex flex-wrap gap-1">
                  {discount.applyAutomatically && <Badge variant="secondary">Automatic</Badge>}
                  {discount.isLoyalty && (
                    <Badge variant="secondary">Reward · {discount.loyaltyCost} pts</Badge>
                  )}
                  {!discount.salesChannels.includes("POS") && <Badge variant="outline">Online only</Badge>}
                </div>
              </TableCell>
              <TableCell className="tabular-nums">{describeValue(discount)}</TableCell>
              <TableCell>{coverage(discount)}</TableCell>
              <TableCell className="whitespace-normal">{describeSchedule(discount.schedule)}</TableCell>
              <TableCell>
                {discount.isActive ? (
                  <Badge>Active</Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    Inactive
                  </Badge>
                )}
              </TableCell>
              <TableCell className="pr-6 text-right">
                <RowActionsMenu
                  name={discount.name}
                  editTo={editPath(discount.id)}
                  onDelete={() => {
                    setDeleting(discount);
                    setOpen(true);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteDiscountDialog
        companyId={companyId}
        discount={deleting}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
