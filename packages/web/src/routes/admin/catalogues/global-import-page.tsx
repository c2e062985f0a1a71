import { useEffect } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { CatalogueNav } from "@/features/province-catalog/catalogue-nav";
import { GlobalProductsCard } from "@/features/province-catalog/global-products-card";
import { RecentUploads } from "@/features/province-catalog/recent-uploads";
import { UploadChangeSetDialog } from "@/features/province-catalog/upload-change-set-dialog";
import { trpc } from "@/lib/trpc";

const working = (status: string) => status === "queued" || status === "processing";

export function GlobalImportPage() {
  const utils = trpc.useUtils();
  const recent = trpc.provinceCatalog.globalCatalog.recentImports.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.some((upload) => working(upload.status)) ? 2_000 : false),
  });
  const imported = recent.data
    ?.filter((upload) => upload.status === "saved")
    .map((upload) => upload.importId)
    .join();
  useEffect(() => {
    if (imported !== undefined) void utils.provinceCatalog.globalCatalog.products.invalidate();
  }, [imported, utils]);
  return (
    <div className="mx-auto grid max-w-screen-xl grid-cols-[minmax(0,1fr)] gap-6">
      <CatalogueNav area="globalCatalog" />
      <PageHeader
        title="Global catalog"
        description="The products every company with the global catalog can add to its own catalogue."
        actions={
          <UploadChangeSetDialog
            onUploaded={() => {
              void utils.provinceCatalog.globalCatalog.recentImports.invalidate();
              void utils.provinceCatalog.globalCatalog.products.invalidate();
            }}
          />
        }
      />
      <RecentUploads uploads={recent.data} />
      <GlobalProductsCard />
    </div>
  );
}
