import { Shuffle } from "lucide-react";
import { useMemo } from "react";
import type { ConversionView } from "@pos/core/inventory/conversion.schema";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { EmptyState } from "@/components/layout/empty-state";
import { conversionColumns } from "./conversion-columns";

/** A location's recent conversions (undefined while the first load runs). */
export function ConversionsTable({
  conversions,
  timeZone,
  locationName,
}: {
  conversions: ConversionView[] | undefined;
  timeZone: string;
  locationName: string;
}) {
  const columns = useMemo(() => conversionColumns(timeZone), [timeZone]);
  const table = useDataTable({ data: conversions, columns, getRowId: (conversion) => conversion.id });
  return (
    <DataTable
      table={table}
      loading={!conversions}
      loadingRows={3}
      aria-label="Recent conversions"
      empty={
        <div className="p-6">
          <EmptyState icon={Shuffle} title={`No conversions at ${locationName} yet`}>
            Conversions you make here are listed with what they took, what they made and their value.
          </EmptyState>
        </div>
      }
    />
  );
}
