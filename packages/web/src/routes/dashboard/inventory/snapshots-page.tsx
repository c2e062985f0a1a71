import { keepPreviousData } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useCallback, useId, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SnapshotsTable } from "@/features/inventory-snapshots/snapshots-table";
import { TakeSnapshotDialog } from "@/features/inventory-snapshots/take-snapshot-dialog";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { snapshotPaths } from "./snapshot-paths";

const allLocations = "all";

/** inventory/update/snapshots: the company's snapshots, newest first, and taking one now. */
export function SnapshotsPage() {
  const { company, locations } = useCompany();
  const paths = snapshotPaths(company.id);
  const navigate = useNavigate();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const chosen = locations.find((entry) => entry.id === params.get("locationId")) ?? null;
  const paging = useCursorPagination<Record<string, string>>();
  const snapshots = trpc.inventorySnapshots.list.useQuery(
    {
      companyId: company.id,
      locationId: chosen?.id ?? null,
      page: { limit: paging.limit, lastEvaluatedKey: paging.key },
    },
    { placeholderData: keepPreviousData },
  );
  const names = useMemo(() => new Map(locations.map((entry) => [entry.id, entry.name])), [locations]);
  const locationName = useCallback((id: string) => names.get(id) ?? "Removed location", [names]);

  if (snapshots.error) {
    return (
      <PageError
        error={snapshots.error}
        permission="CAN_MANAGE_INVENTORY"
        onRetry={() => void snapshots.refetch()}
      />
    );
  }

  const page = snapshots.data;
  const first = locations[0];
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Inventory snapshots"
        description="What each location held and its value at cost, taken every night and whenever you need one."
        actions={
          first && (
            <TakeSnapshotDialog
              companyId={company.id}
              locations={locations}
              defaultLocationId={chosen?.id ?? first.id}
              onTaken={(snapshot) => void navigate(paths.snapshot(snapshot.id))}
            />
          )
        }
      />
      {!first ? (
        <EmptyState icon={Camera} title="No locations yet">
          Snapshots are taken per location. Add a location first.
        </EmptyState>
      ) : (
        <Card className="gap-0 py-0">
          {locations.length > 1 && (
            <div className="flex items-center gap-2 border-b px-4 py-3">
              <label htmlFor={filterId} className="text-sm text-muted-foreground">
                Location
              </label>
              <Select
                value={chosen?.id ?? allLocations}
                onValueChange={(value) => {
                  paging.first();
                  setParams(value === allLocations ? {} : { locationId: value }, { replace: true });
                }}
              >
                <SelectTrigger id={filterId} className="min-w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={allLocations}>All locations</SelectItem>
                  {locations.map((entry) => (
                    <SelectItem key={entry.id} value={entry.id}>
                      {entry.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <CardContent className="px-0">
            <SnapshotsTable
              snapshots={page?.items}
              timeZone={company.timezone}
              locationName={locationName}
              snapshotPath={paths.snapshot}
            />
          </CardContent>
        </Card>
      )}
      {page && (page.items.length > 0 || paging.canPrevious) && (
        <CursorPagination
          paging={paging}
          nextKey={page.lastEvaluatedKey}
          disabled={snapshots.isPlaceholderData}
        />
      )}
    </div>
  );
}
