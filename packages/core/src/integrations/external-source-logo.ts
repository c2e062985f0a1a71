import { z } from "zod";
import { platformFileKey, presignDownload, presignUpload } from "../files/storage";
import { externalSourceMessages } from "./external-source.schema";
import { logoContentTypes } from "./external-sources.schema";
import type { ExternalSourceView } from "./external-source.schema";

const logoFolder = "external-sources";

export const ZLogoUploadInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(logoContentTypes, externalSourceMessages.logoType),
});

/** A presigned PUT for a logo; the returned key is what the source stores as logoImageUrl. */
export async function createLogoUploadUrl(
  input: z.input<typeof ZLogoUploadInput>,
): Promise<{ key: string; url: string }> {
  const { fileName, contentType } = ZLogoUploadInput.parse(input);
  const key = platformFileKey(logoFolder, fileName);
  return { key, url: await presignUpload(key, contentType) };
}

const isLogoKey = (value: string): boolean =>
  value.startsWith(`platform/${logoFolder}/`) && !value.includes("..");

/** A source as the admin page shows it: with a link to display its logo (an uploaded key or an outside URL). */
export async function withLogoUrl<Source extends ExternalSourceView>(
  source: Source,
): Promise<Source & { logoDisplayUrl: string | null }> {
  const logo = source.logoImageUrl;
  if (!logo) return { ...source, logoDisplayUrl: null };
  if (isLogoKey(logo)) return { ...source, logoDisplayUrl: await presignDownload(logo) };
  return { ...source, logoDisplayUrl: /^https:\/\//.test(logo) ? logo : null };
}
