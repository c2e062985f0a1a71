import type { ColumnDef } from "@tanstack/react-table";
import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { complianceCodeLabels, type ComplianceIssue } from "@pos/core/compliance/compliance.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const link =
  "font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline";

/** The issues list: the product (a link to its page), its SKU, what it lacks and the way to fix it. */
export function issueColumns(editPath: (productId: string) => string): ColumnDef<ComplianceIssue>[] {
  return [
    {
      accessorKey: "name",
      header: "Product",
      meta: { className: "pl-6 whitespace-normal" },
      cell: ({ row: { original: issue } }) => (
        <Link to={editPath(issue.editProductId)} className={link}>
          {issue.name}
        </Link>
      ),
    },
    {
      accessorKey: "sku",
      header: "SKU",
      cell: ({ row: { original: issue } }) =>
        issue.sku ? (
          <span className="font-mono text-sm">{issue.sku}</span>
        ) : (
          <span className="text-muted-foreground">-</span>
        ),
    },
    {
      id: "missing",
      header: "Missing",
      accessorFn: (issue) => issue.missing.map((code) => complianceCodeLabels[code]).join(", "),
      cell: ({ row: { original: issue } }) => (
        <div className="flex flex-wrap gap-1">
          {issue.missing.map((code) => (
            <Badge key={code} variant="destructive">
              No {complianceCodeLabels[code]}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: "fix",
      header: () => <span className="sr-only">Fix</span>,
      enableSorting: false,
      meta: { className: "pr-6 text-right", label: "Fix" },
      cell: ({ row: { original: issue } }) => (
        <Button asChild variant="outline" size="sm">
          <Link to={editPath(issue.editProductId)} aria-label={`Fix ${issue.name}`}>
            <Wrench aria-hidden />
            Fix
          </Link>
        </Button>
      ),
    },
  ];
}
