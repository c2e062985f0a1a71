import { describe, expect, it } from "vitest";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { conflict } from "../support/staff";
import { callerFor, failureOf, makeCompany } from "../support/world";
import { adminCatalog, catalogueLines, csvOf, uploadAndWait } from "../support/catalogue-world";

describe("global catalogue", () => {
  it("is uploaded per province, browsed with limit, offset and query, and exported", async () => {
    const { globalCatalog } = await adminCatalog();
    const { prefix, lines } = catalogueLines(25);
    const saved = await uploadAndWait(globalCatalog, "AB", csvOf(lines), "global.csv");
    expect(saved).toMatchObject({ status: "saved", kind: "global", adds: 25, rows: 25 });
    expect((await globalCatalog.recentImports()).some((item) => item.importId === saved.importId)).toBe(true);

    const first = await globalCatalog.products({
      province: "AB",
      query: `zz ${prefix}`,
      limit: 10,
      offset: 0,
    });
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ globalProductId: `AB:${prefix}-00000`, brand: "Redecan" });
    const last = await globalCatalog.products({
      province: "AB",
      query: `zz ${prefix}`,
      limit: 10,
      offset: 20,
    });
    expect(last.items.map((item) => item.sku)).toHaveLength(5);
    expect(last.hasMore).toBe(false);

    const again = await uploadAndWait(globalCatalog, "AB", csvOf(lines), "global.csv");
    expect(again).toMatchObject({ status: "saved", adds: 25 });
    expect(
      (await globalCatalog.products({ province: "AB", query: `zz ${prefix}`, limit: 100 })).items,
    ).toHaveLength(25);

    const exported = await globalCatalog.exportUrl({ province: "AB" });
    expect(exported.fileName).toBe(`AB-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(await (await fetch(exported.url)).text()).toContain(`${prefix}-00024,Zz ${prefix} Blue Dream 24`);
  });

  it("lets a company with the flag add a product to its catalogue once, keeping globalProductId", async () => {
    const { globalCatalog } = await adminCatalog();
    const { prefix, lines } = catalogueLines(2);
    await uploadAndWait(globalCatalog, "ON", csvOf(lines), "global.csv");
    const { company, owner } = await makeCompany();
    const caller = (await callerFor(owner.token)).provinceCatalog.globalCatalog;
    const globalProductId = `ON:${prefix}-00001`;

    expect(await failureOf(caller.addToCompany({ companyId: company.id, globalProductId }))).toMatchObject({
      code: "FORBIDDEN",
      message: "This feature is not enabled for your company.",
    });
    await setFeatureFlag({ companyId: company.id, flag: "globalCatalog", enabled: true });

    const page = await caller.companyProducts({ companyId: company.id, query: `zz ${prefix}` });
    expect(page).toMatchObject({ province: "ON", added: [] });
    expect(page.items.map((item) => item.globalProductId)).toEqual([`ON:${prefix}-00000`, globalProductId]);

    const product = await caller.addToCompany({ companyId: company.id, globalProductId });
    expect(product).toMatchObject({
      name: `Zz ${prefix} Blue Dream 1`,
      sku: `${prefix}-00001`,
      globalProductId,
      strainType: "Hybrid",
      price: null,
    });
    const products = (await callerFor(owner.token)).catalog.products;
    expect(await products.get({ companyId: company.id, productId: product.id })).toMatchObject({
      globalProductId,
    });
    expect((await caller.companyProducts({ companyId: company.id, query: `zz ${prefix}` })).added).toEqual([
      globalProductId,
    ]);
    expect(await failureOf(caller.addToCompany({ companyId: company.id, globalProductId }))).toEqual(
      conflict("This product is already in your catalogue"),
    );
    expect(
      await failureOf(caller.addToCompany({ companyId: company.id, globalProductId: "ON:none" })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: "Global catalog product not found",
    });
  });
});

describe("demo province products", () => {
  it("load the Ontario and Alberta sample lists without a bad row, and switch the flag on", async () => {
    const { sampleProducts, seedDemoProvinceProducts } =
      await import("@pos/functions/local/demo-province-products");
    expect(sampleProducts("ON")).toHaveLength(40);
    expect(sampleProducts("AB")).toHaveLength(25);
    const { company, owner } = await makeCompany();
    await seedDemoProvinceProducts(company.id);
    const page = await (
      await callerFor(owner.token)
    ).provinceCatalog.globalCatalog.companyProducts({
      companyId: company.id,
      query: "redecan",
    });
    expect(page.items[0]).toMatchObject({ brand: "Redecan", province: "ON" });
  });
});
