import { keepPreviousData } from "@tanstack/react-query";
import { Plug } from "lucide-react";
import { useState } from "react";
import {
  integrationKinds,
  integrationLabels,
  type IntegrationKind,
} from "@pos/core/integrations/integration-health.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { adminIntegrationColumns } from "@/features/integrations/admin-integration-columns";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

const all = "all";

/** admin/v2/integrations: which companies use which integration, and its health. */
export function AdminIntegrationsPage() {
  const [kind, setKind] = useState<IntegrationKind | null>(null);
  const paging = useCursorPagination<Record<string, string>>();
  const list = trpc.adminIntegrations.list.useQuery(
    { kind, limit: paging.limit, lastEvaluatedKey: paging.key },
    { placeholderData: keepPreviousData },
  );
  const table = useDataTable({
    data: list.data?.items,
    columns: adminIntegrationColumns,
    getRowId: (row) => `${row.kind}:${row.companyId}`,
  });

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Integrations"
        description="Companies connected to WooCommerce and QuickBooks, with the health of each connection."
        actions={
          <Select
            value={kind ?? all}
            onValueChange={(value) => {
              setKind(value === all ? null : (value as IntegrationKind));
              paging.first();
            }}
          >
            <SelectTrigger className="min-w-44" aria-label="Integration">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={all}>All integrations</SelectItem>
              {integrationKinds.map((value) => (
                <SelectItem key={value} value={value}>
                  {integrationLabels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        }
      />
      {list.error ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Card className="gap-0 py-0">
          <CardContent className="px-0">
            <DataTable
              table={table}
              loading={!list.data}
              empty={
                <div className="p-6">
                  <EmptyState icon={Plug} title="No company uses an integration yet" />
                </div>
              }
            />
          </CardContent>
        </Card>
      )}
      {list.data && (list.data.items.length > 0 || paging.canPrevious) && (
        <CursorPagination paging={paging} nextKey={list.data.lastEvaluatedKey} />
      )}
    </div>
  );
}
