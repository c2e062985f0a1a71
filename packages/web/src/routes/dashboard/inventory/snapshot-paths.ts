/** The inventory snapshot screens (dashboard.md 2: inventory/update/snapshots and snapshots/{id}). */
export function snapshotPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/inventory/update/snapshots`;
  return {
    list: base,
    snapshot: (snapshotId: string) => `${base}/${encodeURIComponent(snapshotId)}`,
  };
}
