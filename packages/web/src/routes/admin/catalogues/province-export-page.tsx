import { PageHeader } from "@/components/layout/page-header";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import { ExportCard } from "@/features/province-catalog/export-card";

export function ProvinceExportPage() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <CatalogueNav area="provinceProducts" />
      <PageHeader
        title="Export province products"
        description="Download one province's product list as CSV."
      />
      <ExportCard area="provinceProducts" />
    </div>
  );
}
