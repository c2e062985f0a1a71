import { uploadUses } from "@pos/core/files/files.schema";

/** The server signs uploads of these types and sizes only (files.schema.ts); the form says so before trying. */
export const imageTypes = uploadUses.productImage.contentTypes;
export const maxImageBytes = uploadUses.productImage.maxBytes;

/** An uploaded file is stored as its key; an image imported from elsewhere is a full URL, shown as it is. */
export function isFileKey(image: string): boolean {
  return !/^(https?:|data:|blob:)/i.test(image);
}

/** The list with one image moved to another position (0 makes it the main image). */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= images.length || to >= images.length) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PNG, JPEG, WebP or GIF image.`;
  }
  if (file.size > maxImageBytes) return `${file.name} is larger than 10 MB.`;
  return null;
}
