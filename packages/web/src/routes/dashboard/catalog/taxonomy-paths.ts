/** Absolute links between the category, supplier and tax group screens of one company (dashboard.md route table). */
export function taxonomyPaths(companyId: number) {
  const base = `/company/${companyId}/dashboard`;
  const products = `${base}/productListing`;
  return {
    categories: `${base}/categories`,
    suppliers: `${base}/suppliers`,
    addSupplier: `${base}/suppliers/edit`,
    editSupplier: (supplierId: string) =>
      `${base}/suppliers/edit?supplierId=${encodeURIComponent(supplierId)}`,
    taxGroups: `${base}/settings/taxes`,
    addTaxGroup: `${base}/taxes/add`,
    editTaxGroup: (taxGroupId: string) => `${base}/taxes/edit?taxGroupId=${encodeURIComponent(taxGroupId)}`,
    productsInCategory: (categoryId: string) => `${products}?category=${encodeURIComponent(categoryId)}`,
    productsOfSupplier: (supplierId: string) => `${products}?supplier=${encodeURIComponent(supplierId)}`,
  };
}
