import type { ColumnDef } from "@tanstack/react-table";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import {
  auditModeLabels,
  inventoryCostLabels,
  type AdminCompanyRow,
} from "@pos/core/admin/company-search.schema";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

function BannerMark() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span role="img" aria-label="Banner message set" className="inline-flex text-amber-600">
          <TriangleAlert className="size-4" aria-hidden />
        </span>
      </TooltipTrigger>
      <TooltipContent>A banner message is shown to this company</TooltipContent>
    </Tooltip>
  );
}

/** admin.md 2: id, name, province, audit mode, inventory cost option, and a mark when a banner is set. */
export function companyColumns(basePath: string): ColumnDef<AdminCompanyRow>[] {
  return [
    {
      accessorKey: "id",
      header: "ID",
      meta: { className: "w-20 pl-6 font-mono text-muted-foreground tabular-nums" },
    },
    {
      accessorKey: "name",
      header: "Name",
      cell: ({ row }) => (
        <Link
          to={`${basePath}/${row.original.id}`}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          {row.original.name}
        </Link>
      ),
    },
    { accessorKey: "province", header: "Province", meta: { className: "w-24" } },
    {
      id: "auditMode",
      header: "Audit mode",
      accessorFn: (company) => auditModeLabels[company.auditCompleteMode],
    },
    {
      id: "inventoryCost",
      header: "Inventory cost",
      accessorFn: (company) => inventoryCostLabels[company.inventoryCostOption],
    },
    {
      id: "plan",
      header: "Plan",
      accessorFn: (company) => (company.isPaid ? "Paid" : "Free"),
      meta: { className: "w-20" },
      cell: ({ row }) => (
        <Badge variant={row.original.isPaid ? "default" : "secondary"}>
          {row.original.isPaid ? "Paid" : "Free"}
        </Badge>
      ),
    },
    {
      id: "banner",
      header: () => <span className="sr-only">Banner</span>,
      meta: { className: "w-12 pr-6" },
      cell: ({ row }) => row.original.hasBanner && <BannerMark />,
    },
  ];
}
