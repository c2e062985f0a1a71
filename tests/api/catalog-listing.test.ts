import { beforeAll, describe, expect, it } from "vitest";
import { catalogueUsage } from "@pos/core/catalog/listing-index";
import { productExportColumns, parseProductCsv } from "@pos/core/catalog/product-export";
import {
  editProduct,
  productItem,
  putCategory,
  putMaster,
  putProducts,
  putSupplier,
  putTaxGroup,
} from "../support/catalog";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany, type Caller } from "../support/world";

/** One company with a small catalogue: categories Flower > Indica and Edibles, suppliers Tweed and Redecan. */
async function catalogue() {
  const { company, owner } = await makeCompany();
  const companyId = company.id;
  const flower = await putCategory(companyId, "Flower");
  const indica = await putCategory(companyId, "Indica", flower);
  const edibles = await putCategory(companyId, "Edibles");
  const tweed = await putSupplier(companyId, "Tweed");
  const redecan = await putSupplier(companyId, "Redecan");
  const hst = await putTaxGroup(companyId, "HST 13%");
  const kush = await putMaster(
    companyId,
    {
      name: "Pink Kush",
      sku: "PK-1",
      categoryId: indica,
      supplierId: tweed,
      taxGroupId: hst,
      tags: ["indica"],
    },
    [{ name: "3.5 g", sku: "PK-35", barcode: "777001", price: 3500 }],
  );
  const [gummies, dream, old] = await putProducts([
    productItem(companyId, {
      name: "Crème Brûlée Gummies",
      sku: "GUM-2",
      barcode: "0628002",
      categoryId: edibles,
      supplierId: redecan,
      tags: ["edible", "new"],
      price: 1250,
    }),
    productItem(companyId, { name: "Blue Dream", categoryId: flower, supplierId: redecan, isActive: false }),
    productItem(companyId, {
      name: "Old Stock",
      categoryId: flower,
      isDeleted: true,
      isActive: false,
      tags: ["gone"],
    }),
  ]);
  const caller = await callerFor(owner.token);
  return { companyId, caller, flower, indica, edibles, tweed, redecan, hst, kush, gummies, dream, old };
}

const names = (page: { products: { name: string }[] }) => page.products.map((product) => product.name);

describe("catalog.products.list", () => {
  let world: Awaited<ReturnType<typeof catalogue>>;
  let list: Caller["catalog"]["products"]["list"];
  beforeAll(async () => {
    world = await catalogue();
    list = world.caller.catalog.products.list;
  });

  it("lists active products sorted by name, masters with their children, in the products field", async () => {
    const page = await list({ companyId: world.companyId });
    expect(names(page)).toEqual(["Crème Brûlée Gummies", "Pink Kush"]);
    expect(page).toMatchObject({ count: 2, offset: 0, limit: 50 });
    expect(page.products[1]?.children.map((child) => [child.name, child.sku, child.price])).toEqual([
      ["3.5 g", "PK-35", 3500],
    ]);
  });

  it("searches name, SKU and barcode, ignoring case and accents; a child's match shows its master", async () => {
    const search = (searchQuery: string) => list({ companyId: world.companyId, searchQuery }).then(names);
    expect(await search("creme BRULEE")).toEqual(["Crème Brûlée Gummies"]);
    expect(await search("gum-2")).toEqual(["Crème Brûlée Gummies"]);
    expect(await search("0628002")).toEqual(["Crème Brûlée Gummies"]);
    expect(await search("pk-35")).toEqual(["Pink Kush"]);
    expect(await search("777001")).toEqual(["Pink Kush"]);
    expect(await search("nothing like it")).toEqual([]);
  });

  it("filters by supplier and by category, a category including its subcategories", async () => {
    const { companyId } = world;
    expect(names(await list({ companyId, selectedSupplierId: world.tweed }))).toEqual(["Pink Kush"]);
    expect(names(await list({ companyId, selectedCategoryIds: [world.flower] }))).toEqual(["Pink Kush"]);
    expect(names(await list({ companyId, selectedCategoryIds: [world.flower], view: "inactive" }))).toEqual([
      "Blue Dream",
    ]);
    expect(names(await list({ companyId, selectedCategoryIds: [world.indica, world.edibles] }))).toEqual([
      "Crème Brûlée Gummies",
      "Pink Kush",
    ]);
    expect(
      names(
        await list({ companyId, selectedSupplierId: world.redecan, selectedCategoryIds: [world.indica] }),
      ),
    ).toEqual([]);
  });

  it("shows the active, inactive and deleted views", async () => {
    const { companyId } = world;
    expect(names(await list({ companyId, view: "inactive" }))).toEqual(["Blue Dream"]);
    expect(names(await list({ companyId, view: "deleted" }))).toEqual(["Old Stock"]);
  });

  it("lists the distinct tags of products that are not deleted, sorted", async () => {
    expect(await world.caller.catalog.products.tags({ companyId: world.companyId })).toEqual({
      items: ["edible", "indica", "new"],
    });
  });

  it("counts the products using each category, supplier and tax group, children included, deleted ones not", async () => {
    const usage = await catalogueUsage(world.companyId);
    expect(usage.categories.get(world.indica)).toBe(2);
    expect(usage.categories.get(world.flower)).toBe(1);
    expect(usage.suppliers.get(world.redecan)).toBe(2);
    expect(usage.taxGroups.get(world.hst)).toBe(2);
  });
});

describe("listing pages and freshness", () => {
  it("pages by offset with the spec's page sizes; a negative offset reads the first page", async () => {
    const { company, owner } = await makeCompany();
    const companyId = company.id;
    const list = (await callerFor(owner.token)).catalog.products.list;
    // Stamped a day apart, so the cold load's slices of updateDate cut exactly at some products' stamps.
    const day = 24 * 3600 * 1000;
    const firstDay = Date.now() - 100 * day;
    await putProducts(
      Array.from({ length: 55 }, (_, index) => {
        const updateDate = new Date(firstDay + index * day).toISOString();
        return productItem(companyId, { name: `Item ${String(index).padStart(2, "0")}`, updateDate });
      }),
    );
    const first = await list({ companyId });
    expect([first.products.length, first.count, first.limit]).toEqual([50, 55, 50]);
    const last = await list({ companyId, offset: 40, limit: 20 });
    expect(names(last)).toEqual(Array.from({ length: 15 }, (_, index) => `Item ${40 + index}`));
    const clamped = await list({ companyId, offset: -20, limit: 20 });
    expect([clamped.offset, clamped.products[0]?.name]).toEqual([0, "Item 00"]);
    expect((await list({ companyId, offset: 100, limit: 100 })).products).toEqual([]);
    expect(await failureOf(list({ companyId, limit: 25 }))).toEqual(
      badInput("Choose 20, 30, 50 or 100 per page"),
    );
  });

  it("shows an edit or a new product made after the index was warm on the next call", async () => {
    const { company, owner } = await makeCompany();
    const companyId = company.id;
    const list = (await callerFor(owner.token)).catalog.products.list;
    const [first] = await putProducts([productItem(companyId, { name: "Apple Haze" })]);
    expect(names(await list({ companyId }))).toEqual(["Apple Haze"]);
    await editProduct(first!, { name: "Zkittlez" });
    await putProducts([productItem(companyId, { name: "Mango" })]);
    expect(names(await list({ companyId }))).toEqual(["Mango", "Zkittlez"]);
    await editProduct(first!, { isDeleted: true, isActive: false });
    expect(names(await list({ companyId }))).toEqual(["Mango"]);
    expect(names(await list({ companyId, view: "deleted" }))).toEqual(["Zkittlez"]);
    const stampedEarlier = new Date(Date.now() - 5_000).toISOString();
    await putProducts([productItem(companyId, { name: "Late Write", updateDate: stampedEarlier })]);
    expect(names(await list({ companyId }))).toEqual(["Late Write", "Mango"]);
  });

  it("hides a child its master no longer lists", async () => {
    const { company, owner } = await makeCompany();
    const companyId = company.id;
    const list = (await callerFor(owner.token)).catalog.products.list;
    const { master } = await putMaster(companyId, { name: "Gelato" }, [{ name: "1 g" }, { name: "3.5 g" }]);
    expect((await list({ companyId })).products[0]?.children.map((child) => child.name)).toEqual([
      "1 g",
      "3.5 g",
    ]);
    await editProduct(master, { childIds: master.childIds.slice(1) });
    expect((await list({ companyId })).products[0]?.children.map((child) => child.name)).toEqual(["3.5 g"]);
  });

  it("never shows another company's products, and refuses another company's id", async () => {
    const mine = await makeCompany();
    const theirs = await makeCompany();
    await putProducts([productItem(theirs.company.id, { name: "Their Kush", sku: "SHARED" })]);
    await putProducts([productItem(mine.company.id, { name: "My Kush", sku: "SHARED" })]);
    const caller = await callerFor(mine.owner.token);
    const page = await caller.catalog.products.list({ companyId: mine.company.id, searchQuery: "shared" });
    expect(names(page)).toEqual(["My Kush"]);
    expect((await failureOf(caller.catalog.products.list({ companyId: theirs.company.id }))).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("catalog.products.exportCsv", () => {
  it("exports the spec's columns in order with a round trip that loses nothing", async () => {
    const world = await catalogue();
    const result = await world.caller.catalog.products.exportCsv({ companyId: world.companyId });
    expect(result.fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const response = await fetch(result.url);
    expect(response.ok).toBe(true);
    const text = await response.text();
    const header = text
      .replace(/^\ufeff/, "")
      .split("\r\n")[0]
      ?.split(",");
    expect(header).toEqual([
      ...productExportColumns,
      "Override-Location ID",
      "Override-Is Active",
      "Override-Barcode",
      "Override-Retail Price",
      "Override-Wholesale Cost",
    ]);
    const records = parseProductCsv(text);
    expect(result.rowCount).toBe(5);
    expect(records.map((record) => record["Full Name"])).toEqual([
      "Blue Dream",
      "Crème Brûlée Gummies",
      "Old Stock",
      "Pink Kush",
      "Pink Kush - 3.5 g",
    ]);
    expect(records[1]).toMatchObject({
      ID: world.gummies!.productId,
      SKU: "GUM-2",
      Barcode: "0628002",
      Category: "Edibles",
      Brand: "Redecan",
      "Retail Price": "12.50",
      Tags: "edible|new",
      "Is Active": "TRUE",
      "Is Deleted": "FALSE",
      Created: world.gummies!.createDate,
    });
    expect(records[4]).toMatchObject({
      "Parent ID": world.kush.master.productId,
      "Parent SKU": "PK-1",
      Tax: "HST 13%",
      Category: "Indica",
    });
  });

  it("exports only what the filters match, and neutralises formula cells", async () => {
    const { company, owner } = await makeCompany();
    const companyId = company.id;
    await putProducts([
      productItem(companyId, { name: '=HYPERLINK("http://evil")', sku: "-1+1", description: 'a,b\n"c"' }),
      productItem(companyId, { name: "Hidden", isActive: false }),
    ]);
    const caller = await callerFor(owner.token);
    const result = await caller.catalog.products.exportCsv({ companyId, view: "active" });
    const records = parseProductCsv(await (await fetch(result.url)).text());
    expect(records.map((record) => [record.Name, record.SKU, record.Description])).toEqual([
      ['\'=HYPERLINK("http://evil")', "'-1+1", 'a,b\n"c"'],
    ]);
  });
});

describe("CAN_MANAGE_PRODUCTS", () => {
  it("is required to list, read tags and export", async () => {
    const { company } = await makeCompany();
    const clerk = await makeStaff(company.id, ["CAN_EDIT_SALES"]);
    const companyId = company.id;
    const products = clerk.caller.catalog.products;
    for (const call of [
      () => products.list({ companyId }),
      () => products.tags({ companyId }),
      () => products.exportCsv({ companyId }),
    ])
      expect(await failureOf(call())).toEqual(missingPermission("CAN_MANAGE_PRODUCTS"));
  });
});
