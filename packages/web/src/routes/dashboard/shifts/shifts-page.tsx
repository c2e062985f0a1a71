import { keepPreviousData } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/layout/empty-state";
import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { CursorPagination } from "@/components/shared/cursor-pagination";
import { useCursorPagination } from "@/components/shared/use-pagination";
import { Card, CardContent } from "@/components/ui/card";
import { LocationSelect } from "@/components/shared/location-select";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";
import { CashThresholdCard } from "./cash-threshold-card";
import { shiftPaths } from "./shift-paths";
import { ShiftsTable } from "./shifts-table";

/** The register shifts of one location, newest first, each opening its printable report. */
export function ShiftsPage() {
  const { company, locations } = useCompany();
  const paths = shiftPaths(company.id);
  const [params, setParams] = useSearchParams();
  const chosen = params.get("locationId");
  const location = locations.find((entry) => entry.id === chosen) ?? locations[0];
  const paging = useCursorPagination<Record<string, string>>();
  const shifts = trpc.shifts.list.useQuery(
    {
      companyId: company.id,
      locationId: location?.id ?? "",
      page: { limit: paging.limit, lastEvaluatedKey: paging.key },
    },
    { enabled: Boolean(location), placeholderData: keepPreviousData },
  );

  if (shifts.error) {
    return (
      <PageError error={shifts.error} permission="CAN_VIEW_REPORTS" onRetry={() => void shifts.refetch()} />
    );
  }

  const page = shifts.data;
  const nextKey = page?.lastEvaluatedKey;
  const locationSelect = location && (
    <LocationSelect
      locations={locations}
      value={location.id}
      onChange={(locationId) => {
        paging.first();
        setParams({ locationId }, { replace: true });
      }}
    />
  );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Shifts"
        description="Register shifts with their float counts and end-of-shift reports."
        actions={locationSelect}
      />
      {!location ? (
        <EmptyState icon={Clock} title="No locations yet">
          Shifts are kept per location. Add a location to start taking shifts at its registers.
        </EmptyState>
      ) : (
        <Card className="py-0">
          <CardContent className="px-0">
            {page && page.items.length === 0 && !paging.canPrevious ? (
              <div className="p-6">
                <EmptyState icon={Clock} title={`No shifts at ${location.name} yet`}>
                  Shifts appear here once a register at this location starts one.
                </EmptyState>
              </div>
            ) : (
              <ShiftsTable shifts={page?.items} timeZone={company.timezone} shiftPath={paths.shift} />
            )}
          </CardContent>
        </Card>
      )}
      {page && (page.items.length > 0 || paging.canPrevious) && (
        <CursorPagination paging={paging} nextKey={nextKey} disabled={shifts.isPlaceholderData} />
      )}
      <CashThresholdCard companyId={company.id} />
    </div>
  );
}
