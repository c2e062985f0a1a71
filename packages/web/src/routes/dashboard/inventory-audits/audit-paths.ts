/** The audit screens: inventory/audit and inventory/audit/:id (the audit's location travels as ?locationId=). */
export function auditPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/inventory/audit`;
  return {
    list: (locationId?: string) => (locationId ? `${base}?${new URLSearchParams({ locationId })}` : base),
    audit: (auditId: string, locationId: string, print = false) =>
      `${base}/${encodeURIComponent(auditId)}?${new URLSearchParams({ locationId, ...(print ? { print: "1" } : {}) })}`,
  };
}

/** Units as counted: whole numbers plain, measures with up to 3 decimals. */
export const formatUnits = (value: number): string =>
  value.toLocaleString("en-CA", { maximumFractionDigits: 3 });

export const signedUnits = (value: number): string =>
  value > 0 ? `+${formatUnits(value)}` : formatUnits(value);
