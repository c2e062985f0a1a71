import { runImport } from "@pos/core/imports/import-runner";
import type { ImportJobView } from "@pos/core/imports/import-job.schema";
import type { ImportKind } from "@pos/core/imports/import-job.schema";
import { callerFor, makeCompany, makeUser, type Caller } from "./world";

/** An admin's caller and a company of its own to import into. */
export async function importWorld() {
  const admin = await callerFor((await makeUser({ isAdmin: true })).token);
  const world = await makeCompany();
  return { admin, ...world, companyId: world.company.id };
}

/** Uploads a file through the signed form, as the page does; answers the stored key. */
export async function uploadImportFile(
  admin: Caller,
  companyId: number,
  fileName: string,
  content: string | Uint8Array,
): Promise<string> {
  const upload = await admin.imports.upload({ companyId, fileName });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append("file", new Blob([content]));
  const response = await fetch(upload.url, { method: "POST", body: form });
  if (response.status >= 300) throw new Error(`upload failed: ${response.status}`);
  return upload.key;
}

/** Uploads, starts the import and runs its preview as the worker would; answers the previewed job. */
export async function previewImport(
  admin: Caller,
  companyId: number,
  kind: ImportKind,
  fileName: string,
  content: string | Uint8Array,
  options: { lenient?: boolean } = {},
): Promise<ImportJobView> {
  const key = await uploadImportFile(admin, companyId, fileName, content);
  const job = await admin.imports.start({ companyId, kind, key, fileName, ...options });
  await runImport({ companyId, importId: job.importId });
  return admin.imports.get({ companyId, importId: job.importId });
}

/** Confirms a previewed import and runs it to the end as the worker would. */
export async function confirmAndRun(
  admin: Caller,
  companyId: number,
  importId: string,
): Promise<ImportJobView> {
  await admin.imports.confirm({ companyId, importId });
  await runImport({ companyId, importId });
  return admin.imports.get({ companyId, importId });
}

/** Every issue of a stage, in row order. */
export async function issuesOf(
  admin: Caller,
  companyId: number,
  importId: string,
  stage: "preview" | "import",
) {
  const page = await admin.imports.issues({ companyId, importId, stage, limit: 500 });
  return page.items;
}

/** A CSV of the given records (no quoting needed by the tests' values unless they hold commas). */
export const csvOf = (records: string[][]): string =>
  records
    .map((record) =>
      record.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","),
    )
    .join("\n");
