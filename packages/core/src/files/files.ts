import { AppError } from "../common/errors";
import { ZPresignUploadInput } from "./files.schema";
import { companyFileKey, presignDownload, presignUpload } from "./storage";
import type { z } from "zod";

export async function createUploadUrl(
  input: z.input<typeof ZPresignUploadInput>,
): Promise<{ key: string; url: string }> {
  const data = ZPresignUploadInput.parse(input);
  const key = companyFileKey(data.companyId, data.fileName);
  return { key, url: await presignUpload(key, data.contentType) };
}

/** A download link only for a file under the company's own prefix. */
export async function createDownloadUrl(companyId: number, key: string): Promise<string> {
  if (!key.startsWith(`companies/${companyId}/`) || key.includes("..")) {
    throw new AppError("NOT_FOUND", "File not found");
  }
  return presignDownload(key);
}
