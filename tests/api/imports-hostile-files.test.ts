import { readFileSync } from "node:fs";
import { crc32, createDeflateRaw } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { importFileMessages, importLimits } from "@pos/core/imports/import-files.schema";
import { confirmAndRun, csvOf, importWorld, issuesOf, previewImport } from "../support/import-world";

async function customersOf(companyId: number) {
  return (await CustomerEntity.query.byId({ companyId }).go({ pages: "all" })).data;
}

/** A zip with one deflated part of `size` zero bytes whose headers claim it unpacks to 1 000 bytes. */
async function zipBomb(size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.length) deflate.write(block);
  deflate.end();
  await done;
  const data = Buffer.concat(parts);
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(Buffer.alloc(0)), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe("hostile import files", () => {
  it("signs uploads of CSV or XLSX only up to 25 MB, and the worker refuses a larger stored file", async () => {
    const { admin, companyId } = await importWorld();
    const upload = await admin.imports.upload({ companyId, fileName: "big.csv" });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? "", "base64").toString("utf8")) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(["content-length-range", 1, importLimits.maxBytes]);
    expect(upload.fields["Content-Type"]).toBe("text/csv");
    const xlsx = await admin.imports.upload({ companyId, fileName: "list.xlsx" });
    expect(xlsx.fields["Content-Type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(xlsx.key).toMatch(/\.xlsx$/);
    // The local S3 does not check the policy's size range (real S3 does): the worker refuses the file anyway.
    const body = Buffer.alloc(importLimits.maxBytes + 10, "a\n");
    expect(await previewImport(admin, companyId, "customers", "big.csv", body)).toMatchObject({
      status: "failed",
      error: importFileMessages.tooLarge,
    });
  });

  it("refuses a binary file sent as CSV, a text file sent as XLSX, and invalid UTF-8", async () => {
    const { admin, companyId } = await importWorld();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(await previewImport(admin, companyId, "customers", "photo.csv", png)).toMatchObject({
      status: "failed",
      error: importFileMessages.wrongType,
    });
    expect(await previewImport(admin, companyId, "customers", "list.xlsx", "name\nAvery")).toMatchObject({
      status: "failed",
      error: importFileMessages.wrongType,
    });
    const latin1 = Buffer.concat([
      Buffer.from("name\n"),
      Buffer.from([0x43, 0x61, 0x66, 0xe9]),
      Buffer.from("\n"),
    ]);
    expect(await previewImport(admin, companyId, "customers", "latin1.csv", latin1)).toMatchObject({
      status: "failed",
      error: importFileMessages.invalidUtf8,
    });
    expect(await customersOf(companyId)).toHaveLength(0);
  });

  it("refuses an XLSX zip bomb whose headers lie about its size, without unpacking it whole", async () => {
    const { admin, companyId } = await importWorld();
    const bomb = await zipBomb(importLimits.maxUncompressedBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(importLimits.maxBytes);
    expect(await previewImport(admin, companyId, "customers", "bomb.xlsx", bomb)).toMatchObject({
      status: "failed",
      error: importFileMessages.zipBomb,
    });
  });

  it("refuses more than 100,000 rows before writing anything", async () => {
    const { admin, companyId } = await importWorld();
    const names = Array.from({ length: importLimits.maxRows + 1 }, (_, index) => `c${index}`);
    const file = `name\n${names.join("\n")}\n`;
    expect(await previewImport(admin, companyId, "customers", "many.csv", file)).toMatchObject({
      status: "failed",
      error: importFileMessages.tooManyRows,
    });
    expect(await customersOf(companyId)).toHaveLength(0);
  });

  it("keeps formula cells as text on import (CSV and XLSX) and neutralises them in the skipped-rows CSV", async () => {
    const { admin, companyId } = await importWorld();
    const csv = csvOf([
      ["name", "notes", "email"],
      ["Formula Fan", '=HYPERLINK("http://x.test")', ""],
      ["@SUM(A1)", "+1", "bad"],
    ]);
    const job = await previewImport(admin, companyId, "customers", "f.csv", csv);
    await confirmAndRun(admin, companyId, job.importId);
    expect((await customersOf(companyId))[0]).toMatchObject({
      name: "Formula Fan",
      notes: '=HYPERLINK("http://x.test")',
    });
    const { url } = await admin.imports.skippedRows({ companyId, importId: job.importId });
    const skipped = await (await fetch(url)).text();
    expect(skipped).toContain("'@SUM(A1)");
    expect(skipped).toContain("'+1");

    // Made with exceljs: a formula cell (=1+1, cached result 2) and a date cell (1991-05-06).
    const xlsx = readFileSync(new URL("../support/files/customers-formula.xlsx", import.meta.url));
    const fromSheet = await previewImport(admin, companyId, "customers", "c.xlsx", xlsx);
    expect(await issuesOf(admin, companyId, fromSheet.importId, "preview")).toEqual([]);
    expect(fromSheet).toMatchObject({ status: "previewed", totalRows: 1, errorCount: 0 });
    await confirmAndRun(admin, companyId, fromSheet.importId);
    const saved = (await customersOf(companyId)).find((customer) => customer.name === "Sheet Person");
    expect(saved).toMatchObject({ notes: "=1+1", birthday: "1991-05-06" });
    expect(await issuesOf(admin, companyId, fromSheet.importId, "import")).toEqual([]);
  });

  it("never reads another company's file", async () => {
    const a = await importWorld();
    const b = await importWorld();
    const upload = await b.admin.imports.upload({ companyId: b.companyId, fileName: "x.csv" });
    await expect(
      a.admin.imports.start({
        companyId: a.companyId,
        kind: "customers",
        key: upload.key,
        fileName: "x.csv",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
