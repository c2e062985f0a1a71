import { useMemo } from "react";
import type { AdminCompanyRow } from "@pos/core/admin/company-search.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { companyColumns } from "./companies-columns";

type CompaniesTableProps = {
  rows: AdminCompanyRow[] | undefined;
  /** Where a company opens: /admin/companies or /admin/v2/companies. */
  basePath: string;
  skeletonRows?: number;
};

export function CompaniesTable({ rows, basePath, skeletonRows = 8 }: CompaniesTableProps) {
  const columns = useMemo(() => companyColumns(basePath), [basePath]);
  const table = useDataTable({ data: rows, columns, getRowId: (company) => String(company.id) });
  return <DataTable table={table} loading={!rows} loadingRows={skeletonRows} />;
}
