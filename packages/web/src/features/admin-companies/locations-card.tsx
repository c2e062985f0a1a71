import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useEffect, useMemo, useState, type UIEvent } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";
import { locationColumns } from "./location-columns";

/** admin.md 9: 10 locations a page, more on scroll, in a table at most 400 px high. */
export function LocationsCard({ companyId }: { companyId: number }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const queryKey = ["admin-locations", companyId];
  const locations = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => utils.client.adminCompanies.locations.query({ companyId, offset: pageParam }),
    getNextPageParam: (last) =>
      last.offset + last.limit < last.total ? last.offset + last.limit : undefined,
  });
  const undelete = trpc.adminCompanies.undeleteLocation.useMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  useEffect(() => {
    if (locations.error) toast.error(adminErrorMessage(locations.error, adminToasts.locationsFailed));
  }, [locations.error]);

  const pages = locations.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  const total = locations.data?.pages[0]?.total ?? 0;
  const columns = locationColumns<NonNullable<typeof rows>[number]>({
    pendingId,
    onRestore: (id) => void restore(id),
  });
  const table = useDataTable({ data: rows, columns, getRowId: (location) => location.id });

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const box = event.currentTarget;
    if (
      box.scrollHeight - box.scrollTop - box.clientHeight < 48 &&
      locations.hasNextPage &&
      !locations.isFetchingNextPage
    ) {
      void locations.fetchNextPage();
    }
  }

  async function restore(locationId: string) {
    setPendingId(locationId);
    try {
      await undelete.mutateAsync({ companyId, locationId });
      toast.success(adminToasts.undeleted);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      toast.error(adminErrorMessage(error, adminToasts.updateFailed));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Locations</CardTitle>
        <CardDescription>
          {rows ? `${total} location${total === 1 ? "" : "s"}, deleted ones included` : "Loading…"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {locations.error && !rows ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4 text-sm">
            <p className="text-muted-foreground">
              {adminErrorMessage(locations.error, adminToasts.locationsFailed)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void locations.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows?.length === 0 ? (
          <EmptyState icon={MapPin} title="No locations">
            This company has not added a store yet.
          </EmptyState>
        ) : (
          <div
            className="max-h-[400px] overflow-auto rounded-lg border"
            onScroll={onScroll}
            data-testid="locations-scroll"
          >
            <DataTable
              table={table}
              loading={!rows}
              loadingRows={4}
              headerClassName="sticky top-0 z-10 bg-background"
            />
            {locations.hasNextPage && (
              <div className="flex justify-center border-t p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={locations.isFetchingNextPage}
                  onClick={() => void locations.fetchNextPage()}
                >
                  {locations.isFetchingNextPage ? "Loading…" : "Load more"}
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
