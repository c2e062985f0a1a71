import { useEffect, useState } from "react";
import { catalogueFileLimits } from "@pos/core/province-catalog/catalogue-product.schema";
import { trpc } from "@/lib/trpc";
import type { CatalogueArea } from "./use-catalogue-upload";

const working = (status: string | undefined) =>
  status === undefined || status === "queued" || status === "processing";

/** An upload's state from the worker: first asked 5 seconds after the upload (admin.md 9), then every 2 seconds until done. */
export function useImportStatus(area: CatalogueArea, importId: string | null) {
  const [waited, setWaited] = useState<string | null>(null);
  useEffect(() => {
    if (!importId) return;
    const timer = window.setTimeout(() => setWaited(importId), catalogueFileLimits.waitAfterUploadMs);
    return () => window.clearTimeout(timer);
  }, [importId]);
  const options = (enabled: boolean) => ({
    enabled,
    refetchInterval: (query: { state: { data?: { status: string } } }) =>
      working(query.state.data?.status) ? 2_000 : false,
  });
  const ready = importId !== null && waited === importId;
  const province = trpc.provinceCatalog.provinceProducts.importStatus.useQuery(
    { importId: importId ?? "" },
    options(ready && area === "provinceProducts"),
  );
  const global = trpc.provinceCatalog.globalCatalog.importStatus.useQuery(
    { importId: importId ?? "" },
    options(ready && area === "globalCatalog"),
  );
  const query = area === "provinceProducts" ? province : global;
  return {
    upload: ready ? query.data : undefined,
    working: !ready || working(query.data?.status),
    error: query.error,
  };
}
