/** Absolute links of the discount screens of one company (dashboard.md route table). */
export function discountPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/discounts`;
  return {
    discounts: base,
    addDiscount: `${base}/addDiscount`,
    editDiscount: (discountId: string) => `${base}/editDiscount/${encodeURIComponent(discountId)}`,
  };
}
