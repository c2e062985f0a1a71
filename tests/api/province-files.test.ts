import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { workbookOf as workbook } from "@pos/core/province-catalog/catalogue.fixtures";
import { runCatalogueImport } from "@pos/core/province-catalog/catalogue-worker";
import { postForm } from "../support/storage";
import {
  adminCatalog,
  catalogueHeader,
  catalogueLines,
  csvOf,
  uploadAndWait,
} from "../support/catalogue-world";

/** A zip of one part, deflated: a few hundred kilobytes that unpack to `size` bytes of zeros (a zip bomb). */
function zipBomb(size: number): Buffer {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(data.length, 20);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(name.length, 28);
  const directoryStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + name.length, 12);
  end.writeUInt32LE(directoryStart, 16);
  return Buffer.concat([local, name, data, entry, name, end]);
}

describe("province and catalogue files", () => {
  it("read an .xlsx list, keeping a formula cell as its text", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix } = catalogueLines(1);
    const file = await workbook([
      catalogueHeader.split(","),
      [
        `${prefix}-1`,
        "Pink Kush 3.5g",
        "Pure Sunfarms",
        "Dried Flower",
        "3.5g",
        "",
        12,
        3.5,
        20,
        24,
        0,
        1,
        "%",
        "Indica",
      ],
      [
        `${prefix}-2`,
        { formula: 'CONCAT("Pink","Kush")' },
        "Pure Sunfarms",
        "Dried Flower",
        "7g",
        "",
        6,
        7,
        20,
        24,
        0,
        1,
        "%",
        "Indica",
      ],
    ]);
    const ready = await uploadAndWait(provinceProducts, "ON", file, "list.xlsx");
    expect(ready).toMatchObject({ status: "ready", rows: 2, adds: 2, skipped: 0 });
    const added = await provinceProducts.productsToAdd({ importId: ready.importId });
    expect(added.items.map((item) => item.name)).toEqual(["Pink Kush 3.5g", '=CONCAT("Pink","Kush")']);
  });

  it.each([
    [
      "a list without a SKU column",
      csvOf(["Blue Dream,Redecan"], "Name,Brand"),
      "The file is missing the columns: sku",
    ],
    ["a list with only a header", csvOf([]), "The file has no products"],
    [
      "a file that is not UTF-8",
      Buffer.from([0x53, 0x4b, 0x55, 0x0a, 0xff, 0xfe, 0x41]),
      "The file is not UTF-8 text. Save it as 'CSV UTF-8' and upload it again.",
    ],
    ["more than 20,000 rows", csvOf(catalogueLines(20_001).lines), "The file has more than 20,000 products"],
  ])("refuse %s with its reason and write nothing", async (_, content, message) => {
    const { provinceProducts } = await adminCatalog();
    const failed = await uploadAndWait(provinceProducts, "MB", content);
    expect(failed).toMatchObject({ status: "failed", error: message, adds: 0 });
    expect(
      await provinceProducts.productsToAdd({ importId: failed.importId }).catch((e: Error) => e.message),
    ).toBe("This change set is not ready to save");
  });

  it("refuse a spreadsheet that unpacks to more than 200 MB, and one that is not a spreadsheet", async () => {
    const { provinceProducts } = await adminCatalog();
    const failed = await uploadAndWait(provinceProducts, "MB", zipBomb(210 * 1024 * 1024), "bomb.xlsx");
    expect(failed).toMatchObject({
      status: "failed",
      error: "The Excel file unpacks to more than 200 MB. Save it as CSV or split it.",
    });
    const junk = await uploadAndWait(provinceProducts, "MB", "not a zip at all", "junk.xlsx");
    expect(junk).toMatchObject({
      status: "failed",
      error: "This file is not a CSV or an Excel (.xlsx) file.",
    });
  });

  it("refuse a file over 25 MB even if it reached storage", async () => {
    const { provinceProducts } = await adminCatalog();
    const upload = await provinceProducts.uploadUrl({ province: "MB", fileName: "big.csv" });
    await postForm(upload, new Uint8Array(25 * 1024 * 1024 + 1).fill(0x41));
    const started = await provinceProducts.startImport({
      province: "MB",
      key: upload.key,
      fileName: "big.csv",
    });
    await runCatalogueImport(started.importId);
    const status = await provinceProducts.importStatus({ importId: started.importId });
    expect(status).toMatchObject({
      status: "failed",
      error: "The file is larger than 25 MB. Split it into smaller files.",
    });
  });
});
