import { z } from "zod";

export const allowedUploadTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "text/csv",
  "application/pdf",
] as const;

export const ZPresignUploadInput = z.object({
  companyId: z.number().int().positive(),
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(allowedUploadTypes, "This file type is not allowed"),
});

export const ZPresignDownloadInput = z.object({ key: z.string().min(1).max(400) });

/** Up to a page of thumbnails in one call; keys outside the company are left out of the answer. */
export const ZPresignDownloadsInput = z.object({
  keys: z.array(z.string().min(1).max(400)).max(100, "At most 100 files at a time"),
});
