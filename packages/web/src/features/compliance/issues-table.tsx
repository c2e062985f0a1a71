import { ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import type { ComplianceIssue } from "@pos/core/compliance/compliance.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { issueColumns } from "./issue-columns";

type IssuesTableProps = {
  /** undefined while the first load runs. */
  issues: ComplianceIssue[] | undefined;
  editPath: (productId: string) => string;
};

/** The cannabis products an Ontario store cannot sell or move until they have their OCS SKU and GTIN. */
export function IssuesTable({ issues, editPath }: IssuesTableProps) {
  const columns = useMemo(() => issueColumns(editPath), [editPath]);
  const table = useDataTable({ data: issues, columns, getRowId: (issue) => issue.productId });
  return (
    <DataTable
      table={table}
      loading={!issues}
      loadingRows={3}
      empty={
        <div className="p-6">
          <EmptyState icon={ShieldCheck} title="Every cannabis product is ready to report">
            Each one has its OCS SKU and GTIN, so your Ontario stores can sell, receive, transfer and adjust
            them.
          </EmptyState>
        </div>
      }
    />
  );
}
