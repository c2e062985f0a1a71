import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { toast } from "sonner";
import { locationPageSize, type LocationSettings } from "@pos/core/company/location.schema";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { useDeleteTarget } from "@/components/shared/use-delete-target";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { LocationRow } from "@/features/locations/columns";
import { HideLocationDialog } from "@/features/locations/hide-location-dialog";
import { LocationDialog } from "@/features/locations/location-dialog";
import { LocationsTable } from "@/features/locations/locations-table";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** settings/locations: the company's stores, in the order every location picker shows them. */
export function LocationsPage() {
  const { company } = useCompany();
  const ref = { companyId: company.id };
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const list = trpc.locations.list.useQuery({ ...ref, offset, limit: locationPageSize });
  const [editing, setEditing] = useState<LocationSettings | null | undefined>(undefined);
  const hiding = useDeleteTarget<LocationSettings>();
  const [announcement, setAnnouncement] = useState("");

  const move = trpc.locations.move.useMutation({
    onSuccess: (order, { locationId, toIndex }) => {
      const moved = order.find((location) => location.id === locationId);
      if (moved) setAnnouncement(`${moved.name} moved to position ${toIndex + 1} of ${order.length}`);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      void utils.locations.list.invalidate(ref);
      void utils.company.locations.invalidate(ref);
    },
  });

  const items = list.data?.items;
  const visibleCount = list.data?.visible ?? 0;
  const rows = useMemo(
    () => items?.map((item, index): LocationRow => ({ ...item, index: offset + index })),
    [items, offset],
  );

  const companyId = company.id;
  const { mutate: moveTo } = move;
  const onMove = useCallback(
    (location: LocationRow, toIndex: number) => {
      // The new order shows at once; the server's order replaces it when the move is saved.
      utils.locations.list.setData({ companyId, offset, limit: locationPageSize }, (page) => {
        if (!page) return page;
        const reordered = page.items.filter((item) => item.id !== location.id);
        reordered.splice(toIndex - offset, 0, location);
        return { ...page, items: reordered };
      });
      moveTo({ companyId, locationId: location.id, toIndex });
    },
    [companyId, offset, utils, moveTo],
  );

  if (list.error) {
    return (
      <PageError error={list.error} permission="CAN_MANAGE_COMPANY" onRetry={() => void list.refetch()} />
    );
  }

  const total = list.data?.total ?? 0;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Locations"
        description="Your stores, in the order the register and every location choice list them. Drag a row, or use its arrows, to reorder."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden />
            Add location
          </Button>
        }
      />
      <Card className="gap-0 py-0">
        <CardContent className="px-0">
          <LocationsTable
            rows={rows}
            visibleCount={visibleCount}
            busy={move.isPending}
            onMove={onMove}
            onEdit={setEditing}
            onHide={hiding.ask}
          />
        </CardContent>
        {total > locationPageSize && (
          <nav
            aria-label="Pagination"
            className="flex items-center justify-end gap-3 border-t px-4 py-3 text-sm"
          >
            <span className="text-muted-foreground">
              {offset + 1}–{Math.min(offset + locationPageSize, total)} of {total}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - locationPageSize))}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + locationPageSize >= total}
              onClick={() => setOffset(offset + locationPageSize)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <LocationDialog company={company} location={editing} onClose={() => setEditing(undefined)} />
      <HideLocationDialog
        companyId={company.id}
        location={hiding.target}
        open={hiding.open}
        onClose={hiding.close}
      />
    </div>
  );
}
