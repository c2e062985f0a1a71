import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import {
  auditModeLabels,
  inventoryCostLabels,
  type AdminCompanyRow,
} from "@pos/core/admin/company-search.schema";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

type CompaniesTableProps = {
  rows: AdminCompanyRow[] | undefined;
  /** Where a company opens: /admin/companies or /admin/v2/companies. */
  basePath: string;
  skeletonRows?: number;
};

/** admin.md 2: id, name, province, audit mode, inventory cost option, and a mark when a banner is set. */
export function CompaniesTable({ rows, basePath, skeletonRows = 8 }: CompaniesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-20 pl-6">ID</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="w-24">Province</TableHead>
          <TableHead>Audit mode</TableHead>
          <TableHead>Inventory cost</TableHead>
          <TableHead className="w-20">Plan</TableHead>
          <TableHead className="w-12 pr-6">
            <span className="sr-only">Banner</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {!rows && <TableSkeletonRows rows={skeletonRows} columns={7} />}
        {rows?.map((company) => (
          <TableRow key={company.id}>
            <TableCell className="pl-6 font-mono text-muted-foreground tabular-nums">{company.id}</TableCell>
            <TableCell>
              <Link
                to={`${basePath}/${company.id}`}
                className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
              >
                {company.name}
              </Link>
            </TableCell>
            <TableCell>{company.province}</TableCell>
            <TableCell>{auditModeLabels[company.auditCompleteMode]}</TableCell>
            <TableCell>{inventoryCostLabels[company.inventoryCostOption]}</TableCell>
            <TableCell>
              <Badge variant={company.isPaid ? "default" : "secondary"}>
                {company.isPaid ? "Paid" : "Free"}
              </Badge>
            </TableCell>
            <TableCell className="pr-6">
              {company.hasBanner && (
                <Tooltip>
                  <TooltipTrigger asChild>
                    <span role="img" aria-label="Banner message set" className="inline-flex text-amber-600">
                      <TriangleAlert className="size-4" aria-hidden />
                    </span>
                  </TooltipTrigger>
                  <TooltipContent>A banner message is shown to this company</TooltipContent>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
