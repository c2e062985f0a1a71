/** Posts a signed upload form with the file last, as the web app does (packages/web/src/lib/upload.ts). */
export function postForm(
  upload: { url: string; fields: Record<string, string> },
  content: string | Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append("file", new Blob([content]));
  return fetch(upload.url, { method: "POST", body: form });
}
