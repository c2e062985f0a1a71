import { PutObjectCommand } from "@aws-sdk/client-s3";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { bucketName, s3 } from "@pos/core/files/storage";
import { adminCatalog, catalogueHeader, catalogueLines, csvOf, uploadAndWait } from "../support/catalogue-world";

async function workbook(rows: (string | number | { formula: string })[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Products");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The same workbook with its central directory claiming a 2 GB entry: a zip bomb's signature. */
function bombed(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  const at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(0x7fff_ffff, at + 24);
  return copy;
}

describe("province and catalogue files", () => {
  it("read an .xlsx list, keeping a formula cell as its text", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix } = catalogueLines(1);
    const file = await workbook([
      catalogueHeader.split(","),
      [`${prefix}-1`, "Pink Kush 3.5g", "Pure Sunfarms", "Dried Flower", "3.5g", "", 12, 3.5, 20, 24, 0, 1, "%", "Indica"],
      [`${prefix}-2`, { formula: "CONCAT(\"Pink\",\"Kush\")" }, "Pure Sunfarms", "Dried Flower", "7g", "", 6, 7, 20, 24, 0, 1, "%", "Indica"],
    ]);
    const ready = await uploadAndWait(provinceProducts, "ON", file, "list.xlsx");
    expect(ready).toMatchObject({ status: "ready", rows: 2, adds: 2, skipped: 0 });
    const added = await provinceProducts.changeSet({ importId: ready.importId, part: "productsToAdd" });
    expect(added.items.map((item) => item.name)).toEqual(["Pink Kush 3.5g", '=CONCAT("Pink","Kush")']);
  });

  it.each([
    ["a list without a SKU column", csvOf(["Blue Dream,Redecan"], "Name,Brand"), "The file is missing the columns: sku"],
    ["a list with only a header", csvOf([]), "The file has no products"],
    ["a file that is not UTF-8", Buffer.from([0x53, 0x4b, 0x55, 0x0a, 0xff, 0xfe, 0x41]), "The file is not UTF-8 text"],
    ["more than 20,000 rows", csvOf(catalogueLines(20_001).lines), "The file has more than 20,000 products"],
  ])("refuse %s with its reason and write nothing", async (_, content, message) => {
    const { provinceProducts } = await adminCatalog();
    const failed = await uploadAndWait(provinceProducts, "MB", content);
    expect(failed).toMatchObject({ status: "failed", error: message, adds: 0 });
    expect(await provinceProducts.changeSet({ importId: failed.importId, part: "productsToAdd" }).catch((e: Error) => e.message)).toBe(
      "This change set is not ready to save",
    );
  });

  it("refuse a spreadsheet that unpacks to more than 50 MB without unpacking it", async () => {
    const { provinceProducts } = await adminCatalog();
    const file = bombed(await workbook([catalogueHeader.split(","), ["X-1", "Name"]]));
    const failed = await uploadAndWait(provinceProducts, "MB", file, "bomb.xlsx");
    expect(failed).toMatchObject({ status: "failed", error: "The spreadsheet unpacks to more than 50 MB" });
    const junk = await uploadAndWait(provinceProducts, "MB", "not a zip at all", "junk.xlsx");
    expect(junk).toMatchObject({ status: "failed", error: "The file could not be read as CSV or XLSX" });
  });

  it("refuse a file over 10 MB even if it reached storage", async () => {
    const { provinceProducts } = await adminCatalog();
    const upload = await provinceProducts.uploadUrl({ province: "MB", fileName: "big.csv" });
    await s3.send(
      new PutObjectCommand({ Bucket: bucketName(), Key: upload.key, Body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41) }),
    );
    const started = await provinceProducts.startImport({ province: "MB", key: upload.key, fileName: "big.csv" });
    let status = started;
    for (let attempt = 0; attempt < 100 && (status.status === "queued" || status.status === "processing"); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await provinceProducts.importStatus({ importId: started.importId });
    }
    expect(status).toMatchObject({ status: "failed", error: "The file is larger than 10 MB" });
  });
});
