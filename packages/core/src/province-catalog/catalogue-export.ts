import { PutObjectCommand } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import { toCsv } from "../catalog/csv";
import { nowIso } from "../common/clock";
import { bucketName, presignDownload, s3 } from "../files/storage";
import { catalogueFields, ZExportInput, type CatalogueProductFields } from "./catalogue-product.schema";
import { CatalogueProductEntity } from "./catalogue-product.entity";
import { fieldsOf, type CatalogueKind } from "./catalogue-store";
import type { z } from "zod";

const cell = (value: string | number | null): string => (value === null ? "" : String(value));

/** The file a catalogue exports to: its own import format, so an exported file can be uploaded again. */
export function catalogueCsv(products: readonly CatalogueProductFields[]): string {
  return toCsv([
    catalogueFields,
    ...products.map((product) => catalogueFields.map((field) => cell(product[field]))),
  ]);
}

/**
 * A province's catalogue as `{province}-{YYYY-MM-DD}.csv` in storage and a signed link to it; cells that a
 * spreadsheet would run as a formula are written as text (toCsv).
 */
export async function exportCatalogue(
  catalog: CatalogueKind,
  input: z.input<typeof ZExportInput>,
): Promise<{ url: string; fileName: string; rowCount: number }> {
  const { province } = ZExportInput.parse(input);
  const { data } = await CatalogueProductEntity.query.byProvince({ catalog, province }).go({ pages: "all" });
  const fileName = `${province}-${nowIso().slice(0, 10)}.csv`;
  const key = `platform/catalogues/exports/${randomUUID()}/${fileName}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: catalogueCsv(data.map(fieldsOf)),
      ContentType: "text/csv; charset=utf-8",
      ContentDisposition: `attachment; filename="${fileName}"`,
    }),
  );
  return { url: await presignDownload(key), fileName, rowCount: data.length };
}
