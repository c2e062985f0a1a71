import { keepPreviousData } from "@tanstack/react-query";
import { ClipboardList, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { LocationSelect } from "@/components/shared/location-select";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { auditColumns } from "./audit-columns";
import { auditPaths } from "./audit-paths";
import { StartAuditDialog } from "./start-audit-dialog";

/** A location's inventory audits (stock counts), newest first; "Start audit" opens a new count sheet. */
export function InventoryAuditsPage() {
  const { company, locations } = useCompany();
  const [params, setParams] = useSearchParams();
  const location = locations.find((entry) => entry.id === params.get("locationId")) ?? locations[0];
  const [starting, setStarting] = useState(false);
  const paging = useCursorPagination<Record<string, string>>();
  const audits = trpc.inventoryAudits.list.useQuery(
    {
      companyId: company.id,
      locationId: location?.id ?? "",
      limit: paging.limit,
      lastEvaluatedKey: paging.key,
    },
    { enabled: Boolean(location), placeholderData: keepPreviousData },
  );
  const paths = auditPaths(company.id);
  const columns = useMemo(
    () =>
      auditColumns({
        timeZone: company.timezone,
        locationName: location?.name ?? "",
        auditPath: (audit) => paths.audit(audit.id, audit.locationId),
      }),
    [company.timezone, location?.name, paths],
  );
  const table = useDataTable({ data: audits.data?.items, columns, getRowId: (audit) => audit.id });

  if (audits.error)
    return (
      <PageError
        error={audits.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void audits.refetch()}
      />
    );

  const page = audits.data;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Inventory audits"
        description="Count stock by scanning, searching or typing; review the variances, then complete to adjust on-hand."
        actions={
          location && (
            <>
              <LocationSelect
                locations={locations}
                value={location.id}
                onChange={(locationId) => {
                  paging.first();
                  setParams({ locationId }, { replace: true });
                }}
              />
              <Button onClick={() => setStarting(true)}>
                <Plus aria-hidden />
                Start audit
              </Button>
            </>
          )
        }
      />
      {!location ? (
        <EmptyState icon={ClipboardList} title="No locations yet">
          Audits count the stock of a location. Add a location first.
        </EmptyState>
      ) : page && page.items.length === 0 && !paging.canPrevious ? (
        <EmptyState icon={ClipboardList} title={`No audits at ${location.name} yet`}>
          Start an audit to count the stock on the shelves and correct on-hand quantities.
        </EmptyState>
      ) : (
        <Card className="py-0">
          <CardContent className="px-0">
            <DataTable table={table} loading={!page} emptyRow="No more audits." />
          </CardContent>
        </Card>
      )}
      {page && (page.items.length > 0 || paging.canPrevious) && (
        <CursorPagination
          paging={paging}
          nextKey={page.lastEvaluatedKey}
          disabled={audits.isPlaceholderData}
        />
      )}
      {location && <StartAuditDialog open={starting} onOpenChange={setStarting} locationId={location.id} />}
    </div>
  );
}
