import type { PresignedUpload } from "@pos/core/files/files.schema";

/**
 * Posts a file to storage with the form the server signed: its fields first, the file last (S3 reads the fields
 * before the file). Storage refuses a file whose type or size the signature does not allow.
 */
export async function uploadToStorage(upload: Omit<PresignedUpload, "key">, file: Blob): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append("file", file);
  const response = await fetch(upload.url, { method: "POST", body: form });
  if (!response.ok) throw new Error(`The storage answered ${response.status}.`);
}
