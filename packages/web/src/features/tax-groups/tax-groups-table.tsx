import { Percent } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { TaxGroup } from "@pos/core/catalog/tax-group.schema";
import { formatCents } from "@pos/core/common/money";
import { taxesFor } from "@pos/core/catalog/tax-math";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { RowActionsMenu } from "@/components/shared/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DeleteTaxGroupDialog } from "./delete-tax-group-dialog";
import { combinedRate, formatRate } from "./tax-example";

type TaxGroupsTableProps = {
  companyId: number;
  /** undefined while the first load runs. */
  groups: TaxGroup[] | undefined;
  editPath: (taxGroupId: string) => string;
};

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

export function TaxGroupsTable({ companyId, groups, editPath }: TaxGroupsTableProps) {
  const [deleting, setDeleting] = useState<TaxGroup | null>(null);
  const [open, setOpen] = useState(false);

  if (groups?.length === 0) {
    return (
      <div className="p-6">
        <EmptyState icon={Percent} title="No tax groups yet">
          Add a group for each set of sales taxes you charge, such as GST and PST, then choose it on your
          products.
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-6">Tax group</TableHead>
            <TableHead>Taxes</TableHead>
            <TableHead className="text-right">A $10.00 item</TableHead>
            <TableHead className="text-right">Products</TableHead>
            <TableHead className="w-16 pr-6">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {!groups && <TableSkeletonRows columns={5} rows={3} />}
          {groups?.map((group) => (
            <TableRow key={group.id}>
              <TableCell className="pl-6 whitespace-normal">
                <Link to={editPath(group.id)} className={link}>
                  {group.name}
                </Link>
              </TableCell>
              <TableCell className="whitespace-normal">
                {group.taxes.length === 0 ? (
                  <span className="text-muted-foreground">Tax-free</span>
                ) : (
                  <div className="flex flex-wrap items-center gap-1.5">
                    {group.taxes.map((tax) => (
                      <Badge key={tax.name} variant="secondary">
                        {tax.name} {formatRate(tax.rate)}
                      </Badge>
                    ))}
                    {group.taxes.length > 1 && (
                      <span className="text-xs text-muted-foreground">= {combinedRate(group.taxes)}</span>
                    )}
                  </div>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(taxesFor(1000, group.taxes).totalCents)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{group.productCount}</TableCell>
              <TableCell className="pr-6 text-right">
                <RowActionsMenu
                  name={group.name}
                  editTo={editPath(group.id)}
                  onDelete={() => {
                    setDeleting(group);
                    setOpen(true);
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteTaxGroupDialog
        companyId={companyId}
        group={deleting}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
