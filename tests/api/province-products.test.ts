import { describe, expect, it } from "vitest";
import { provinceProductBySkuOrGtin } from "@pos/core/province-catalog/province-products";
import { badInput } from "../support/staff";
import { callerFor, failureOf, makeUser } from "../support/world";
import { adminCatalog, catalogueLines, csvOf, uploadAndWait } from "../support/catalogue-world";

describe("province product uploads", () => {
  it("refuse a file without an extension and an upload without a province", async () => {
    const { provinceProducts } = await adminCatalog();
    expect(await failureOf(provinceProducts.uploadUrl({ province: "ON", fileName: "products" }))).toEqual(
      badInput("Invalid file extension"),
    );
    expect(
      await failureOf(provinceProducts.uploadUrl({ province: "" as "ON", fileName: "products.csv" })),
    ).toEqual(badInput("Please select a province"));
    expect(await failureOf(provinceProducts.exportUrl({ province: "QC" as "ON" }))).toEqual(
      badInput("Please select a province"),
    );
  });

  it("send csv as csv and anything else as xlsx, at most 25 MB, into the province's folder", async () => {
    const { provinceProducts } = await adminCatalog();
    const csv = await provinceProducts.uploadUrl({ province: "AB", fileName: "AGLC list.CSV" });
    expect(csv.fields["Content-Type"]).toBe("text/csv");
    expect(csv.fileName).toBe("AGLC-list.csv");
    expect(csv.key).toMatch(/^platform\/catalogues\/province\/AB\/[\w-]+\/AGLC-list\.csv$/);
    const sheet = await provinceProducts.uploadUrl({ province: "AB", fileName: "list.xls" });
    expect(sheet.fields["Content-Type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const policy = JSON.parse(Buffer.from(csv.fields.Policy ?? "", "base64").toString("utf8")) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 25 * 1024 * 1024]);
  });

  it("accept only a key handed out for this province's uploads", async () => {
    const { provinceProducts } = await adminCatalog();
    const upload = await provinceProducts.uploadUrl({ province: "AB", fileName: "list.csv" });
    for (const key of [
      upload.key.replace("/AB/", "/ON/"),
      "companies/1/x/list.csv",
      `${upload.key}/../../x.csv`,
    ])
      expect(
        await failureOf(provinceProducts.startImport({ province: "AB", key, fileName: "list.csv" })),
      ).toEqual(badInput("The file was not uploaded"));
  });

  it("are for admins only", async () => {
    const caller = await callerFor((await makeUser()).token);
    const failure = await failureOf(
      caller.provinceCatalog.provinceProducts.uploadUrl({ province: "ON", fileName: "a.csv" }),
    );
    expect(failure.code).toBe("FORBIDDEN");
    expect((await failureOf(caller.provinceCatalog.provinceProducts.search({ province: "ON" }))).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("province change sets", () => {
  it("list new products, save them in chunks of 200, and a second upload of the same file changes nothing", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, lines } = catalogueLines(250);
    const ready = await uploadAndWait(provinceProducts, "MB", csvOf(lines));
    expect(ready).toMatchObject({ status: "ready", rows: 250, adds: 250, updates: 0, skipped: 0, chunks: 2 });

    const preview = await provinceProducts.productsToAdd({ importId: ready.importId });
    expect(preview.total).toBe(250);
    expect(preview.items).toHaveLength(10);
    expect(preview.items[0]).toMatchObject({
      sku: `${prefix}-00000`,
      brand: "Redecan",
      minThc: 18,
      maxThc: 21,
    });
    const later = await provinceProducts.productsToAdd({ importId: ready.importId, offset: 240, limit: 20 });
    expect(later.items.map((item) => item.sku)).toHaveLength(10);

    const first = await provinceProducts.saveChunk({ importId: ready.importId, chunk: 0 });
    expect(first).toMatchObject({ status: "saving", savedChunks: [0] });
    const again = await provinceProducts.saveChunk({ importId: ready.importId, chunk: 0 });
    expect(again).toMatchObject({ status: "saving", savedChunks: [0] });
    const done = await provinceProducts.saveChunk({ importId: ready.importId, chunk: 1 });
    expect(done).toMatchObject({ status: "saved", savedChunks: [0, 1] });
    expect(await failureOf(provinceProducts.saveChunk({ importId: ready.importId, chunk: 1 }))).toEqual(
      badInput("This change set was already saved"),
    );

    const found = await provinceProducts.search({ province: "MB", query: `zz ${prefix}`, limit: 100 });
    expect(found.items).toHaveLength(100);
    expect(found.lastEvaluatedKey).not.toBeNull();

    const repeat = await uploadAndWait(provinceProducts, "MB", csvOf(lines));
    expect(repeat).toMatchObject({ status: "ready", adds: 0, updates: 0, unchanged: 250, chunks: 0 });
  });

  it("show each changed field's old and new value", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, lines } = catalogueLines(3);
    const first = await uploadAndWait(provinceProducts, "MB", csvOf(lines));
    await provinceProducts.saveChunk({ importId: first.importId, chunk: 0 });
    const changed = [
      lines[0] ?? "",
      (lines[1] ?? "").replace(",Redecan,", ",Tweed,").replace(",21,", ",25,"),
      lines[2] ?? "",
    ];
    const second = await uploadAndWait(provinceProducts, "MB", csvOf(changed));
    expect(second).toMatchObject({ adds: 0, updates: 1, unchanged: 2, chunks: 1 });
    const updated = await provinceProducts.updatedProducts({ importId: second.importId });
    expect(updated.items).toEqual([
      {
        product: expect.objectContaining({ sku: `${prefix}-00001`, brand: "Tweed", maxThc: 25 }),
        diff: [
          { fieldName: "brand", oldValue: "Redecan", newValue: "Tweed" },
          { fieldName: "maxThc", oldValue: 21, newValue: 25 },
        ],
      },
    ]);
  });

  it("write nothing once cancelled, or for a part that does not exist", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, lines } = catalogueLines(5);
    const ready = await uploadAndWait(provinceProducts, "BC", csvOf(lines));
    expect(await failureOf(provinceProducts.saveChunk({ importId: ready.importId, chunk: 1 }))).toEqual(
      badInput("There is no such part of this change set"),
    );
    expect(await provinceProducts.cancel({ importId: ready.importId })).toMatchObject({
      status: "cancelled",
    });
    expect(await failureOf(provinceProducts.saveChunk({ importId: ready.importId, chunk: 0 }))).toEqual(
      badInput("This change set was cancelled"),
    );
    expect((await provinceProducts.search({ province: "BC", query: `zz ${prefix}` })).items).toEqual([]);
  });

  it("skip bad rows with their reasons and keep the rest", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, lines } = catalogueLines(5);
    const bad = [
      lines[0] ?? "",
      (lines[1] ?? "").replace(",18,", ",lots,"),
      (lines[2] ?? "").replace(/,\d{13},/, ",1234567890123,"),
      lines[0] ?? "",
      (lines[3] ?? "").replace(/,Zz [^,]+,/, ",,"),
      `"${prefix}-FORMULA","=HYPERLINK(""http://x.example"")",Brand,Cat,1g,,1,1,1,2,0,0,%,Indica`,
    ];
    const ready = await uploadAndWait(provinceProducts, "BC", csvOf(bad));
    expect(ready).toMatchObject({ status: "ready", rows: 6, adds: 2, skipped: 4 });
    expect(ready.problems).toEqual([
      { row: 3, message: 'minThc "lots" is not a number' },
      { row: 4, message: 'GTIN "1234567890123" is not valid' },
      { row: 5, message: `SKU ${prefix}-00000 appears more than once; the first row is kept` },
      { row: 6, message: expect.stringMatching(/^name: /) },
    ]);
    const added = await provinceProducts.productsToAdd({ importId: ready.importId });
    expect(added.items.map((item) => item.name)).toContain('=HYPERLINK("http://x.example")');
  });
});

describe("province product search, lookup and export", () => {
  it("find by name prefix, exact SKU or GTIN, and the lookup fills by SKU, else GTIN", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, gtinBase, lines } = catalogueLines(3);
    const ready = await uploadAndWait(provinceProducts, "AB", csvOf(lines));
    await provinceProducts.saveChunk({ importId: ready.importId, chunk: 0 });
    const byName = await provinceProducts.search({ province: "AB", query: `ZZ ${prefix} blue` });
    expect(byName.items.map((item) => item.sku)).toEqual([
      `${prefix}-00000`,
      `${prefix}-00001`,
      `${prefix}-00002`,
    ]);
    const bySku = await provinceProducts.search({ province: "AB", query: `${prefix}-00002` });
    expect(bySku.items.map((item) => item.sku)).toEqual([`${prefix}-00002`]);
    const gtin = byName.items[1]?.gtin ?? "";
    expect(gtin.startsWith(gtinBase)).toBe(true);
    expect((await provinceProducts.search({ province: "AB", query: gtin })).items[0]?.sku).toBe(
      `${prefix}-00001`,
    );
    expect((await provinceProducts.search({ province: "ON", query: `zz ${prefix}` })).items).toEqual([]);

    expect(await provinceProductBySkuOrGtin({ province: "AB", sku: `${prefix}-00000` })).toMatchObject({
      name: `Zz ${prefix} Blue Dream 0`,
      quantityPerCase: 12,
    });
    expect(await provinceProductBySkuOrGtin({ province: "AB", sku: "nope", gtin })).toMatchObject({
      sku: `${prefix}-00001`,
    });
    expect(await provinceProductBySkuOrGtin({ province: "ON", sku: `${prefix}-00000` })).toBeNull();
  });

  it("refuse a page key of another province", async () => {
    const { provinceProducts } = await adminCatalog();
    const page = await provinceProducts.search({ province: "AB", limit: 1 });
    if (!page.lastEvaluatedKey) return;
    expect(
      await failureOf(provinceProducts.search({ province: "MB", lastEvaluatedKey: page.lastEvaluatedKey })),
    ).toEqual(badInput("This page key does not belong to this list."));
  });

  it("export as {province}-{YYYY-MM-DD}.csv through a signed link, formulas written as text", async () => {
    const { provinceProducts } = await adminCatalog();
    const { prefix, lines } = catalogueLines(1);
    const formula = `"${prefix}-F","@SUM(1+1)",Brand,Cat,1g,,1,1,1,2,0,0,%,Indica`;
    const ready = await uploadAndWait(provinceProducts, "BC", csvOf([...lines, formula]));
    await provinceProducts.saveChunk({ importId: ready.importId, chunk: 0 });
    const exported = await provinceProducts.exportUrl({ province: "BC" });
    expect(exported.fileName).toBe(`BC-${new Date().toISOString().slice(0, 10)}.csv`);
    const text = await (await fetch(exported.url)).text();
    expect(text.split("\r\n")[0]).toContain("sku,name,brand,category,format");
    expect(text).toContain(`${prefix}-F,'@SUM(1+1),Brand`);

    const reimported = await uploadAndWait(provinceProducts, "BC", text);
    expect(reimported).toMatchObject({ status: "ready", adds: 0, updates: 0, skipped: 0 });
  });
});
