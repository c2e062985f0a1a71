import { z } from "zod";
import { logoContentTypes } from "../integrations/external-sources.schema";

const megabyte = 1024 * 1024;

/**
 * What each kind of upload may be: its content types and largest size. The signed upload fixes the one type
 * declared and the size range, so storage itself refuses anything else (see presigned-post.ts).
 */
export const uploadUses = {
  productImage: {
    contentTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    maxBytes: 10 * megabyte,
  },
  importFile: { contentTypes: ["text/csv", "application/pdf"], maxBytes: 20 * megabyte },
  logo: { contentTypes: logoContentTypes, maxBytes: 2 * megabyte },
} as const satisfies Record<string, { contentTypes: readonly string[]; maxBytes: number }>;

export const allowedUploadTypes = [
  ...uploadUses.productImage.contentTypes,
  ...uploadUses.importFile.contentTypes,
] as const;

export const uploadMessages = {
  typeNotAllowed: "This file type is not allowed",
} as const;

export const ZPresignUploadInput = z.object({
  companyId: z.number().int().positive(),
  use: z.enum(["productImage", "importFile"]),
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(allowedUploadTypes, uploadMessages.typeNotAllowed),
});

/** A signed form upload: POST `fields` and then the file (as the last field, named `file`) to `url`. */
export interface PresignedUpload {
  key: string;
  url: string;
  fields: Record<string, string>;
}

export const ZPresignDownloadInput = z.object({ key: z.string().min(1).max(400) });

/** Up to a page of thumbnails in one call; keys outside the company are left out of the answer. */
export const ZPresignDownloadsInput = z.object({
  keys: z.array(z.string().min(1).max(400)).max(100, "At most 100 files at a time"),
});
