import { AppError } from "../common/errors";
import { uploadMessages, uploadUses, ZPresignUploadInput, type PresignedUpload } from "./files.schema";
import { companyFileKey, presignDownload, presignUpload } from "./storage";
import type { z } from "zod";

/** A signed upload of a product image or an import file: its one content type, at most the use's size. */
export async function createUploadUrl(input: z.input<typeof ZPresignUploadInput>): Promise<PresignedUpload> {
  const { companyId, use, fileName, contentType } = ZPresignUploadInput.parse(input);
  const rule = uploadUses[use];
  if (!(rule.contentTypes as readonly string[]).includes(contentType))
    throw new AppError("INVALID_INPUT", uploadMessages.typeNotAllowed);
  return presignUpload(companyFileKey(companyId, fileName, contentType), {
    contentType,
    maxBytes: rule.maxBytes,
  });
}

/** A file key under the company's own prefix (keys are chosen by the server, see companyFileKey). */
export const isCompanyKey = (companyId: number, key: string): boolean =>
  key.startsWith(`companies/${companyId}/`) && !key.includes("..");

/** A download link only for a file under the company's own prefix. */
export async function createDownloadUrl(companyId: number, key: string): Promise<string> {
  if (!isCompanyKey(companyId, key)) {
    throw new AppError("NOT_FOUND", "File not found");
  }
  return presignDownload(key);
}

/** Download links for many files at once (a page of thumbnails); a key outside the company is left out. */
export async function createDownloadUrls(companyId: number, keys: string[]): Promise<Record<string, string>> {
  const own = [...new Set(keys)].filter((key) => isCompanyKey(companyId, key));
  const urls = await Promise.all(own.map(async (key) => [key, await presignDownload(key)] as const));
  return Object.fromEntries(urls);
}
