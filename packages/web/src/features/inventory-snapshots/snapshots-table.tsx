import { Camera } from "lucide-react";
import { useMemo } from "react";
import type { SnapshotView } from "@pos/core/inventory/snapshot.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { snapshotColumns } from "./snapshot-columns";

type SnapshotsTableProps = {
  snapshots: SnapshotView[] | undefined;
  timeZone: string;
  locationName: (locationId: string) => string;
  snapshotPath: (snapshotId: string) => string;
};

export function SnapshotsTable({ snapshots, timeZone, locationName, snapshotPath }: SnapshotsTableProps) {
  const columns = useMemo(
    () => snapshotColumns({ timeZone, locationName, snapshotPath }),
    [timeZone, locationName, snapshotPath],
  );
  const table = useDataTable({ data: snapshots, columns, getRowId: (snapshot) => snapshot.id });
  return (
    <DataTable
      table={table}
      loading={!snapshots}
      loadingRows={4}
      aria-label="Snapshots"
      empty={
        <div className="p-6">
          <EmptyState icon={Camera} title="No snapshots yet">
            A snapshot keeps what each location holds and its value at a moment. One is taken every night;
            take one now with Take snapshot.
          </EmptyState>
        </div>
      }
    />
  );
}
