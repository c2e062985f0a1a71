/** The dashboard's purchasing screens (dashboard.md 2: purchaseOrders, editPurchaseOrder/{id} and its print subpath). */
export function purchaseOrderPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard/purchaseOrders`;
  const edit = (purchaseOrderId: string) =>
    `${base}/editPurchaseOrder/${encodeURIComponent(purchaseOrderId)}`;
  return {
    list: base,
    edit,
    print: (purchaseOrderId: string) => `${edit(purchaseOrderId)}/print`,
    /** A new order, or a return (isReturn=true); locationId and productIds prefill it (the restock report). */
    create: (options: { isReturn?: boolean; locationId?: string; productIds?: readonly string[] } = {}) => {
      const params = new URLSearchParams();
      if (options.isReturn) params.set("isReturn", "true");
      if (options.locationId) params.set("locationId", options.locationId);
      if (options.productIds?.length) params.set("productIds", options.productIds.join(","));
      const query = params.toString();
      return `${edit("new")}${query ? `?${query}` : ""}`;
    },
  };
}
