import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { AnyProcedure } from "@trpc/server";
import { permissionCatalogue } from "@pos/core/auth/permissions";
import type { Meta } from "./init";
import { appRouter } from "./router";

/** The generated parts of docs/permissions.md; `npx tsx packages/functions/src/trpc/permissions-doc.ts` rewrites them. */
export const docPath = fileURLToPath(new URL("../../../../docs/permissions.md", import.meta.url));

export interface ProcedureRow {
  path: string;
  type: AnyProcedure["_def"]["type"];
  meta: Meta | undefined;
}

export function procedureRows(): ProcedureRow[] {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
    .map(([path, procedure]) => ({
      path,
      type: procedure._def.type,
      meta: procedure._def.meta as Meta | undefined,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const tierText: Record<Meta["tier"], string> = {
  public: "anyone",
  session: "any session (user or register)",
  user: "signed-in user",
  admin: "platform admin",
  device: "register (device token)",
  company: "user assigned to the company",
  integration: "external source (`x-api-key`)",
};

function requirement(meta: Meta | undefined): string {
  if (meta?.tier === "integration") return `source permission \`${meta.sourcePermission}\``;
  if (meta?.tier !== "company" || !meta.permission) return "-";
  const where = {
    company: "granted at the company",
    location: "at the company or at `input.locationId`",
    documentLocations: "at the company or at every location of the document (a transfer's from and to)",
  }[meta.scope ?? "location"];
  return `\`${meta.permission}\` ${where}`;
}

const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

export function renderCatalogue(): string {
  return [
    row(["group", "permission", "label", "what it allows"]),
    row(["---", "---", "---", "---"]),
    ...permissionCatalogue.map((entry) =>
      row([entry.group, `\`${entry.name}\``, entry.label, entry.description]),
    ),
  ].join("\n");
}

export function renderProcedures(): string {
  return [
    row(["procedure", "kind", "tier", "permission"]),
    row(["---", "---", "---", "---"]),
    ...procedureRows().map(({ path, type, meta }) =>
      row([`\`${path}\``, type, meta ? tierText[meta.tier] : "NONE", requirement(meta)]),
    ),
  ].join("\n");
}

function replaceBetween(doc: string, name: string, content: string): string {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/permissions.md lacks the ${start} ... ${end} markers`);
  return `${doc.slice(0, from + start.length)}\n${content}\n${doc.slice(to)}`;
}

export function withGeneratedSections(doc: string): string {
  return replaceBetween(
    replaceBetween(doc, "catalogue", renderCatalogue()),
    "procedures",
    renderProcedures(),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(docPath, withGeneratedSections(readFileSync(docPath, "utf8")));
}
