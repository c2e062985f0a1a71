import { keepPreviousData } from "@tanstack/react-query";
import { ArrowLeftRight } from "lucide-react";
import { useMemo } from "react";
import {
  transferStatuses,
  transferStatusLabels,
  type TransferStatus,
} from "@pos/core/inventory/transfer.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { ChoiceFilter, FilterBar, FilterField, useAddressFilters } from "@/components/shared/list-filters";
import { LocationSelect } from "@/components/shared/location-select";
import { NewTransferDialog } from "./new-transfer-dialog";
import { transferColumns } from "./transfer-columns";
import { transferPaths } from "./transfer-paths";

const statusOptions = transferStatuses.map((entry) => ({ value: entry, label: transferStatusLabels[entry] }));
const isStatus = (value: string | null): value is TransferStatus =>
  transferStatuses.includes(value as TransferStatus);

/** inventory/transfer: the company's transfers, newest first, by status and location. */
export function TransfersPage() {
  const { company, locations } = useCompany();
  const paths = transferPaths(company.id);
  const paging = useCursorPagination<Record<string, string>>();
  const { params, filter } = useAddressFilters(paging);
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : null;
  const location = params.get("locationId") ?? "";
  const transfers = trpc.transfers.list.useQuery(
    {
      companyId: company.id,
      status,
      locationId: location || null,
      limit: paging.limit,
      lastEvaluatedKey: paging.key,
    },
    { placeholderData: keepPreviousData },
  );
  const names = useMemo(() => new Map(locations.map((entry) => [entry.id, entry.name])), [locations]);
  const columns = useMemo(
    () =>
      transferColumns({
        timeZone: company.timezone,
        editPath: paths.edit,
        locationName: (id) => names.get(id) ?? "Hidden location",
      }),
    [company.timezone, paths.edit, names],
  );
  const page = transfers.data;
  const table = useDataTable({ data: page?.items, columns, getRowId: (transfer) => transfer.id });

  if (transfers.error) {
    return (
      <PageError
        error={transfers.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void transfers.refetch()}
      />
    );
  }

  const filtered = status !== null || location !== "";
  const empty = page && page.items.length === 0 && !paging.canPrevious;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Transfers"
        description="Stock moved between your locations: drafted, sent, then received at the other end."
        actions={<NewTransferDialog />}
      />
      <Card className="gap-0 py-0">
        <FilterBar>
          <FilterField label="Status">
            {(id) => (
              <ChoiceFilter
                id={id}
                value={status ?? ""}
                allLabel="All statuses"
                options={statusOptions}
                onChange={(value) => filter("status", value)}
              />
            )}
          </FilterField>
          <FilterField label="From or to">
            {(id) => (
              <LocationSelect
                id={id}
                locations={locations}
                value={location}
                onChange={(value) => filter("locationId", value)}
                anyLabel="All locations"
              />
            )}
          </FilterField>
        </FilterBar>
        <CardContent className="px-0">
          {empty && !filtered ? (
            <div className="p-6">
              <EmptyState icon={ArrowLeftRight} title="No transfers yet">
                Create a transfer to move stock from one location to another.
              </EmptyState>
            </div>
          ) : (
            <DataTable
              table={table}
              loading={!page}
              emptyRow={filtered ? "No transfer matches these filters." : "No more transfers."}
            />
          )}
        </CardContent>
      </Card>
      {page && (page.items.length > 0 || paging.canPrevious) && (
        <CursorPagination
          paging={paging}
          nextKey={page.lastEvaluatedKey ?? undefined}
          disabled={transfers.isPlaceholderData}
        />
      )}
    </div>
  );
}
