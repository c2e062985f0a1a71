import { describe, expect, it, vi } from "vitest";
import { listProducts } from "@pos/core/catalog/listing-index";
import type { ListProductsInput } from "@pos/core/catalog/listing.schema";
import { Product } from "@pos/core/catalog/product.entity";
import { createCustomer, listCustomers, updateCustomer } from "@pos/core/customers/customers";
import type { ListCustomersInput } from "@pos/core/customers/customer.schema";
import { encodeSnapshot, readSnapshot, snapshotKey, writeSnapshot } from "@pos/core/db/index-snapshot";
import { nowIso, withClock } from "@pos/core/common/clock";
import { snapshotAfterMs, snapshotAfterRows } from "@pos/core/db/snapshot-index";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { refreshIndexSnapshot, runIndexSnapshots } from "@pos/core/jobs/index-snapshot-job";
import {
  editProduct,
  productItem,
  putCategory,
  putMaster,
  putProducts,
  putSupplier,
} from "../support/catalog";
import { makeCompany } from "../support/world";

/**
 * A cold process (fresh modules: nothing cached) answers its first product page and customer search from the
 * company's index snapshot plus the changes since; a warm process from its loaded index. Both must agree.
 */
async function coldProcess() {
  vi.resetModules();
  const listing = await import("@pos/core/catalog/listing-index");
  const customers = await import("@pos/core/customers/customers");
  const search = await import("@pos/core/customers/customer-search");
  return {
    listProducts: listing.listProducts,
    listCustomers: customers.listCustomers,
    /** Whether the index was loaded whole (a cold answer from the snapshot leaves it to load after the answer). */
    productsLoaded: (companyId: number) => listing.listingCache(companyId).loaded,
    customersLoaded: (companyId: number) => search.customerIndexCache(companyId).loaded,
  };
}

async function catalogue() {
  const { company } = await makeCompany();
  const companyId = company.id;
  const flower = await putCategory(companyId, "Flower");
  const indica = await putCategory(companyId, "Indica", flower);
  const edibles = await putCategory(companyId, "Edibles");
  const tweed = await putSupplier(companyId, "Tweed");
  const redecan = await putSupplier(companyId, "Redecan");
  const kush = await putMaster(
    companyId,
    { name: "Pink Kush", sku: "PK-1", categoryId: indica, supplierId: tweed },
    [
      { name: "3.5 g", sku: "PK-35", barcode: "777001" },
      { name: "7 g", sku: "PK-7", barcode: "777002" },
    ],
  );
  const dream = await putMaster(companyId, { name: "Blue Dream", categoryId: flower, supplierId: redecan }, [
    { name: "1 g", sku: "BD-1" },
  ]);
  const plain = await putProducts(
    Array.from({ length: 36 }, (_, index) =>
      productItem(companyId, {
        name: `${["Gummies", "Kush Cookies", "Crème Brûlée", "Hash"][index % 4]} ${index}`,
        sku: `SKU-${index}`,
        barcode: `0628${String(index).padStart(4, "0")}`,
        categoryId: index % 3 === 0 ? edibles : index % 3 === 1 ? indica : undefined,
        supplierId: index % 2 === 0 ? tweed : redecan,
        isActive: index % 7 !== 0,
        isDeleted: index % 11 === 0,
      }),
    ),
  );
  return { companyId, flower, indica, edibles, tweed, redecan, kush, dream, plain };
}

type World = Awaited<ReturnType<typeof catalogue>>;

function productSearches(world: World): ListProductsInput[] {
  const { companyId } = world;
  return [
    { companyId },
    { companyId, offset: 20 },
    { companyId, searchQuery: "kush" },
    { companyId, searchQuery: "PK-7" },
    { companyId, searchQuery: "creme", view: "inactive" },
    { companyId, view: "deleted" },
    { companyId, selectedSupplierId: world.tweed },
    { companyId, selectedCategoryIds: [world.flower], searchQuery: "1" },
    { companyId, selectedCategoryIds: [world.edibles], selectedSupplierId: world.redecan, view: "inactive" },
  ];
}

async function snapshotNow(kind: "products" | "customers", companyId: number): Promise<void> {
  await refreshIndexSnapshot(kind, companyId);
  // The warm index wrote one after its first load (or is writing it): wait until it is there.
  await expect.poll(() => refreshIndexSnapshot(kind, companyId)).toBe(false);
}

describe("index snapshots: a cold process answers what a warm one does", () => {
  it("lists products from the snapshot and the changes since: edits, deletions, new products, children moved", async () => {
    const world = await catalogue();
    const { companyId, kush, dream, plain } = world;
    await listProducts({ companyId });
    await snapshotNow("products", companyId);

    // Written after the snapshot: the delta a cold process reads from the changes index.
    await editProduct(plain[1]!, { name: "Aardvark Kush" });
    await editProduct(plain[2]!, { isDeleted: true });
    await editProduct(plain[3]!, { isActive: false });
    await editProduct(dream.master, { childIds: [] });
    await Product.delete({ companyId, productId: dream.children[0]!.productId }).go();
    await editProduct(kush.children[1]!, { name: "14 g", sku: "PK-14" });
    await putProducts([productItem(companyId, { name: "Kush Mints", supplierId: world.tweed })]);

    for (const search of productSearches(world)) {
      const warm = await listProducts(search);
      const cold = await coldProcess();
      expect(await cold.listProducts(search), JSON.stringify(search)).toEqual(warm);
      expect(cold.productsLoaded(companyId)).toBe(false);
    }
    const mints = await listProducts({ companyId, searchQuery: "mints" });
    expect(mints.products.map((row) => row.name)).toEqual(["Kush Mints"]);
    const renamed = await listProducts({ companyId, searchQuery: "PK-14" });
    expect(renamed.products[0]?.children.map((row) => row.name)).toEqual(["3.5 g", "14 g"]);
  });

  it("searches customers from the snapshot and the changes since", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const made = [];
    for (let index = 0; index < 30; index += 1)
      made.push(
        await createCustomer({
          companyId,
          customer: {
            name: `${["Amélie", "Ben", "Chloé"][index % 3]} ${["Tremblay", "Roy", "Côté"][(index % 5) % 3]} ${index}`,
            email: `c${index}@example.org`,
            phone: `613555${String(index).padStart(4, "0")}`,
          },
        }),
      );
    await listCustomers({ companyId });
    await snapshotNow("customers", companyId);
    await updateCustomer({ companyId, customerId: made[0]!.id, customer: { name: "Zoé Tremblay" } });
    await updateCustomer({
      companyId,
      customerId: made[4]!.id,
      customer: { name: "Aaron Roy", phone: "4035550199" },
    });
    await createCustomer({ companyId, customer: { name: "Bea Tremblay", email: "bea@example.org" } });

    const searches: ListCustomersInput[] = [
      { companyId },
      { companyId, offset: 20, limit: 10 },
      { companyId, searchQuery: "tremblay" },
      { companyId, searchQuery: "(403) 555-01" },
      { companyId, searchQuery: "AMELIE", limit: 10, offset: 10 },
      { companyId, searchQuery: "nobody" },
    ];
    for (const search of searches) {
      const warm = await listCustomers(search);
      const cold = await coldProcess();
      expect(await cold.listCustomers(search), JSON.stringify(search)).toEqual(warm);
      expect(cold.customersLoaded(companyId)).toBe(false);
    }
    expect((await listCustomers({ companyId, searchQuery: "403555" })).items.map((row) => row.name)).toEqual([
      "Aaron Roy",
    ]);
  });

  it("falls back to the full load when the snapshot is missing or corrupt, never a wrong answer", async () => {
    const world = await catalogue();
    const { companyId } = world;
    const search = { companyId, searchQuery: "gummies" };
    const key = snapshotKey("products", companyId);
    const wellFormed = encodeSnapshot(nowIso(), nowIso(), [
      { ids: ["x"], text: "gummies", facets: "a[[],[]]", rows: [{ row: { id: "x" } }] },
    ]);
    const damagedBlock = Buffer.from(wellFormed);
    damagedBlock[damagedBlock.length - 12] = (damagedBlock[damagedBlock.length - 12] as number) ^ 0xff;
    const rewritten = () => expect.poll(() => readSnapshot(key), { timeout: 10_000 }).not.toBeNull();

    // Missing: no process has loaded this company yet. The process that had to load everything writes one after.
    const first = await coldProcess();
    const answer = await first.listProducts(search);
    expect(first.productsLoaded(companyId)).toBe(true);
    await rewritten();
    await listProducts(search);
    await snapshotNow("products", companyId);
    const warm = await listProducts(search);
    expect(answer).toEqual(warm);

    const broken = [
      Buffer.from("not a snapshot"),
      Buffer.alloc(0),
      wellFormed.subarray(0, wellFormed.length - 6),
      damagedBlock,
    ];
    for (const body of broken) {
      await writeSnapshot(key, body);
      const cold = await coldProcess();
      expect(await cold.listProducts(search)).toEqual(warm);
      expect(cold.productsLoaded(companyId)).toBe(true);
      if (body !== damagedBlock) await rewritten();
    }
  });

  it("a process writes a new snapshot once 500 rows changed since the last one, not before", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const first = await createCustomer({ companyId, customer: { name: "First Customer" } });
    await listCustomers({ companyId });
    await snapshotNow("customers", companyId);
    await updateCustomer({ companyId, customerId: first.id, customer: { name: "First Renamed" } });
    expect(await refreshIndexSnapshot("customers", companyId)).toBe(false);
    const stamp = new Date().toISOString();
    await CustomerEntity.put(
      Array.from({ length: snapshotAfterRows }, (_, index) => ({
        companyId,
        customerId: `bulk-${index}`,
        name: `Bulk ${index}`,
        loyaltyPoints: 0,
        creditBalance: 0,
        createDate: stamp,
        updateDate: stamp,
      })),
    ).go({ concurrency: 8 });
    expect(await refreshIndexSnapshot("customers", companyId)).toBe(true);
    const snapshot = await readSnapshot(snapshotKey("customers", companyId));
    expect(snapshot?.members.length).toBe(snapshotAfterRows + 1);
    const cold = await coldProcess();
    expect(await cold.listCustomers({ companyId, searchQuery: "renamed" })).toMatchObject({ count: 1 });
  });

  it("the index-snapshots job refreshes a snapshot older than 10 minutes whose company changed", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const customer = await createCustomer({ companyId, customer: { name: "Job Customer" } });
    await listCustomers({ companyId });
    await snapshotNow("customers", companyId);
    const before = await readSnapshot(snapshotKey("customers", companyId));
    const later = { now: () => new Date(Date.now() + snapshotAfterMs + 60_000) };
    await withClock(later, async () => {
      await updateCustomer({ companyId, customerId: customer.id, customer: { name: "Job Renamed" } });
      expect((await runIndexSnapshots()).written).toBeGreaterThanOrEqual(1);
    });
    const after = await readSnapshot(snapshotKey("customers", companyId));
    expect(after && before && after.cursor > before.cursor).toBe(true);
    expect(after?.text).toContain("job renamed");
  });
});
