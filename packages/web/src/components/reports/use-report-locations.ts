import { useState } from "react";
import { trpc } from "@/lib/trpc";

/** The locations a report may cover (CAN_VIEW_REPORTS) and the ones chosen: all of them until the user picks. */
export function useReportLocations(companyId: number) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const locations = trpc.reports.locations.useQuery({ companyId });
  const locationIds = chosen ?? locations.data?.map((location) => location.id) ?? [];
  const nameOf = (locationId: string) =>
    locations.data?.find((location) => location.id === locationId)?.name ?? "Location";
  return { locations, locationIds, setChosen, nameOf, names: locationIds.map(nameOf) };
}
