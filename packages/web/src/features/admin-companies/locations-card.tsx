import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useEffect, useState, type UIEvent } from "react";
import { toast } from "sonner";
import { adminToasts } from "@pos/core/admin/company-admin.schema";
import { EmptyState } from "@/components/layout/empty-state";
import { TableSkeletonRows } from "@/components/layout/table-skeleton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminErrorMessage } from "@/lib/admin-errors";
import { trpc } from "@/lib/trpc";

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

  const rows = locations.data?.pages.flatMap((page) => page.items);
  const total = locations.data?.pages[0]?.total ?? 0;

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
            <Table>
              <TableHeader className="sticky top-0 z-10 bg-background">
                <TableRow>
                  <TableHead className="pl-4">Name</TableHead>
                  <TableHead>ID</TableHead>
                  <TableHead className="pr-4 text-right">Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!rows && <TableSkeletonRows rows={4} columns={3} />}
                {rows?.map((location) => (
                  <TableRow key={location.id}>
                    <TableCell className="pl-4 font-medium">{location.name}</TableCell>
                    <TableCell className="font-mono text-xs text-muted-foreground">{location.id}</TableCell>
                    <TableCell className="pr-4 text-right">
                      {location.isHidden ? (
                        <span className="inline-flex items-center gap-2">
                          <Badge variant="destructive">Deleted</Badge>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={pendingId !== null}
                            onClick={() => void restore(location.id)}
                          >
                            Undelete
                          </Button>
                        </span>
                      ) : (
                        <Badge variant="secondary">Active</Badge>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
