/** The dashboard's transfer screens (dashboard.md 2: inventory/transfer and transfer/editTransfer/{id}). */
export function transferPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/inventory/transfer`;
  return {
    list: base,
    edit: (transferId: string) => `${base}/editTransfer/${encodeURIComponent(transferId)}`,
  };
}
