import { randomBytes } from "node:crypto";
import type { CatalogueImportView } from "@pos/core/province-catalog/catalogue-product.schema";
import { runCatalogueImport } from "@pos/core/province-catalog/catalogue-worker";
import { postForm } from "./storage";
import { callerFor, makeUser, type Caller } from "./world";

export const catalogueHeader =
  "SKU,Name,Brand,Category,Format,GTIN,Quantity Per Case,Weight,THC Min,THC Max,CBD Min,CBD Max,THC CBD Unit,Plant Type";

/** A valid GTIN-13 of a 12-digit base: the check digit of GS1's mod-10 rule. */
export function gtinOf(base: string): string {
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** `count` products with SKUs and GTINs no other test uses. */
export function catalogueLines(count: number, options: { thcMax?: number } = {}) {
  const prefix = randomBytes(3).toString("hex").toUpperCase();
  const gtinBase = String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, "0");
  const lines = Array.from({ length: count }, (_, index) => {
    const sku = `${prefix}-${String(index).padStart(5, "0")}`;
    const gtin = gtinOf(`${gtinBase}${String(index).padStart(5, "0")}`);
    return `${sku},Zz ${prefix} Blue Dream ${index},Redecan,Dried Flower,3.5g,${gtin},12,3.5,18,${options.thcMax ?? 21},0,1,%,Hybrid`;
  });
  return { prefix, gtinBase, lines };
}

export const csvOf = (lines: readonly string[], header = catalogueHeader): string =>
  `${[header, ...lines].join("\r\n")}\r\n`;

export async function adminCatalog(): Promise<Caller["provinceCatalog"]> {
  return (await callerFor((await makeUser({ isAdmin: true })).token)).provinceCatalog;
}

type Uploads = Caller["provinceCatalog"]["provinceProducts"] | Caller["provinceCatalog"]["globalCatalog"];

/** Uploads a file as the page does (signed form), records it, and runs the worker on it. */
export async function uploadAndWait(
  uploads: Uploads,
  province: "AB" | "BC" | "MB" | "ON",
  content: string | Buffer,
  fileName = "list.csv",
): Promise<CatalogueImportView> {
  const upload = await uploads.uploadUrl({ province, fileName });
  const posted = await postForm(upload, typeof content === "string" ? content : new Uint8Array(content));
  if (!posted.ok) throw new Error(`upload refused: ${posted.status}`);
  const started = await uploads.startImport({ province, key: upload.key, fileName: upload.fileName });
  // What the runtime's worker does when an import is queued (no runtime runs under the API tests).
  await runCatalogueImport(started.importId);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const status = await uploads.importStatus({ importId: started.importId });
    if (status.status !== "queued" && status.status !== "processing") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the catalogue worker did not finish");
}
