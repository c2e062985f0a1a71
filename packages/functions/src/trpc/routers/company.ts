import { getCompany, listLocations } from "@pos/core/company/company";
import { listDeviceStatus } from "@pos/core/device/device";
import { ZPageInput } from "@pos/core/db/pagination";
import { createDownloadUrl, createDownloadUrls, createUploadUrl } from "@pos/core/files/files";
import {
  ZPresignDownloadInput,
  ZPresignDownloadsInput,
  ZPresignUploadInput,
} from "@pos/core/files/files.schema";
import { companyProcedure, router } from "../init";

export const companyRouter = router({
  getById: companyProcedure().query(({ input }) => getCompany(input.companyId)),
  locations: companyProcedure().query(async ({ input }) => ({
    items: await listLocations(input.companyId),
  })),
  devices: companyProcedure("CAN_MANAGE_DEVICES")
    .input(ZPageInput.partial())
    .query(({ input }) => listDeviceStatus(input.companyId, input)),
  presignUpload: companyProcedure("CAN_UPLOAD_FILES")
    .input(ZPresignUploadInput.omit({ companyId: true }))
    .mutation(({ input }) => createUploadUrl(input)),
  presignDownload: companyProcedure()
    .input(ZPresignDownloadInput)
    .query(async ({ input }) => ({ url: await createDownloadUrl(input.companyId, input.key) })),
  presignDownloads: companyProcedure()
    .input(ZPresignDownloadsInput)
    .query(({ input }) => createDownloadUrls(input.companyId, input.keys)),
});
