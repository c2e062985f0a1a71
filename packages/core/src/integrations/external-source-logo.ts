import { z } from "zod";
import { uploadUses, type PresignedUpload } from "../files/files.schema";
import { platformFileKey, presignDownload, presignUpload } from "../files/storage";
import { externalSourceMessages } from "./external-source.schema";
import { logoContentTypes } from "./external-sources.schema";
import type { ExternalSourceView } from "./external-source.schema";

const logoFolder = "external-sources";

export const ZLogoUploadInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(logoContentTypes, externalSourceMessages.logoType),
});

/** An SVG can carry script: it is stored and always served as an attachment, so it never opens as a page. */
const dispositionOf = (contentType: string): string | undefined =>
  contentType === "image/svg+xml" ? "attachment" : undefined;

/** A signed upload of a logo; the returned key is what the source stores as logoImageUrl. */
export async function createLogoUploadUrl(input: z.input<typeof ZLogoUploadInput>): Promise<PresignedUpload> {
  const { fileName, contentType } = ZLogoUploadInput.parse(input);
  const contentDisposition = dispositionOf(contentType);
  return presignUpload(platformFileKey(logoFolder, fileName, contentType), {
    contentType,
    maxBytes: uploadUses.logo.maxBytes,
    ...(contentDisposition ? { contentDisposition } : {}),
  });
}

const isLogoKey = (value: string): boolean =>
  value.startsWith(`platform/${logoFolder}/`) && !value.includes("..");

/** A source as the admin page shows it: with a link to display its logo (an uploaded key or an outside URL). */
export async function withLogoUrl<Source extends ExternalSourceView>(
  source: Source,
): Promise<Source & { logoDisplayUrl: string | null }> {
  const logo = source.logoImageUrl;
  if (!logo) return { ...source, logoDisplayUrl: null };
  if (isLogoKey(logo))
    return { ...source, logoDisplayUrl: await presignDownload(logo, { attachment: logo.endsWith(".svg") }) };
  return { ...source, logoDisplayUrl: /^https:\/\//.test(logo) ? logo : null };
}
