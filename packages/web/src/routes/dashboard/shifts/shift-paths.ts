/** The dashboard's shift screens (not in the spec's route table: see docs/decisions.md). */
export function shiftPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/shifts`;
  return {
    list: (locationId?: string) => (locationId ? `${base}?${new URLSearchParams({ locationId })}` : base),
    shift: (shiftId: string) => `${base}/${encodeURIComponent(shiftId)}`,
  };
}
