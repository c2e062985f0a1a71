import { PageHeader } from "@/components/layout/page-header";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import { ExportCard } from "@/features/province-catalog/export-card";

export function GlobalExportPage() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <CatalogueNav area="globalCatalog" />
      <PageHeader
        title="Export global catalog"
        description="Download one province's global catalog as CSV."
      />
      <ExportCard area="globalCatalog" />
    </div>
  );
}
