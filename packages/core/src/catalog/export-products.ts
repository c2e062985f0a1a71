import { PutObjectCommand } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { bucketName, presignDownload, s3 } from "../files/storage";
import { CategoryEntity } from "./category.entity";
import { matchingRows } from "./listing-index";
import { ZExportProductsInput, type ExportProductsInput, type ProductExportFile } from "./listing.schema";
import { productCsv, productExport, type ExportLookups } from "./product-export";
import { Product, type ProductItem } from "./product.entity";
import { SupplierEntity } from "./supplier.entity";
import { TaxGroupEntity } from "./tax-group.entity";

async function lookups(companyId: number): Promise<ExportLookups> {
  const [categories, suppliers, taxGroups] = await Promise.all([
    CategoryEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    SupplierEntity.query.byCompany({ companyId }).go({ pages: "all" }),
    TaxGroupEntity.query.byCompany({ companyId }).go({ pages: "all" }),
  ]);
  return {
    categories: new Map(categories.data.map((item) => [item.categoryId, item.name])),
    suppliers: new Map(suppliers.data.map((item) => [item.supplierId, item.name])),
    taxGroups: new Map(taxGroups.data.map((item) => [item.taxGroupId, item.name])),
  };
}

/**
 * The products matching the listing's filters as a CSV file in the company's exports folder, in listing order
 * (each master followed by its children), and a link to download it.
 */
export async function exportProducts(input: ExportProductsInput): Promise<ProductExportFile> {
  const data = ZExportProductsInput.parse(input);
  const { companyId } = data;
  const [rows, items, names] = await Promise.all([
    matchingRows(data),
    Product.query.byCompany({ companyId }).go({ pages: "all" }),
    lookups(companyId),
  ]);
  const byId = new Map(items.data.map((item) => [item.productId, item]));
  const ordered = rows
    .flatMap((row) => [row.id, ...row.children.map((child) => child.id)])
    .map((id) => byId.get(id))
    .filter((item): item is ProductItem => item !== undefined);
  const built = productExport(ordered, names);
  const fileName = `products-${nowIso().slice(0, 10)}.csv`;
  const key = `companies/${companyId}/exports/${randomUUID()}/${fileName}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: productCsv(built),
      ContentType: "text/csv; charset=utf-8",
      ContentDisposition: `attachment; filename="${fileName}"`,
    }),
  );
  return { url: await presignDownload(key), fileName, rowCount: built.records.length };
}
