import { useState } from "react";
import type {
  CatalogueImportView,
  CatalogueProvince,
} from "@pos/core/province-catalog/catalogue-product.schema";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { uploadToStorage } from "@/lib/upload";

export type CatalogueArea = "provinceProducts" | "globalCatalog";

/**
 * Upload as admin.md 4 describes: ask for a signed upload, send the file straight to storage (no auth header),
 * then record it for the worker. Throws the message to show.
 */
export function useCatalogueUpload(area: CatalogueArea) {
  const province = trpc.provinceCatalog.provinceProducts;
  const global = trpc.provinceCatalog.globalCatalog;
  const uploadUrl = (area === "provinceProducts" ? province : global).uploadUrl.useMutation();
  const startImport = (area === "provinceProducts" ? province : global).startImport.useMutation();
  const [busy, setBusy] = useState(false);

  async function upload(selected: CatalogueProvince, file: File): Promise<CatalogueImportView> {
    setBusy(true);
    try {
      const signed = await uploadUrl
        .mutateAsync({ province: selected, fileName: file.name })
        .catch((error: unknown) => {
          throw new Error(serverMessageOr(error, "An error occurred while requesting the file"));
        });
      await uploadToStorage(signed, file).catch(() => {
        throw new Error("An error occurred while uploading the file");
      });
      return await startImport
        .mutateAsync({ province: selected, key: signed.key, fileName: signed.fileName })
        .catch((error: unknown) => {
          throw new Error(serverMessageOr(error, "An error occurred while uploading the file"));
        });
    } finally {
      setBusy(false);
    }
  }
  return { upload, busy };
}
