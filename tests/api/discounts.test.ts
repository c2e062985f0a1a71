import { describe, expect, it } from "vitest";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import type { DiscountFieldsInput } from "@pos/core/discounts/discount.schema";
import { discountReferenceMessages } from "@pos/core/discounts/discount-references";
import { productItem, putCategory, putProducts } from "../support/catalog";
import { badInput, makeStaff, missingPermission } from "../support/staff";
import { callerFor, failureOf, makeCompany } from "../support/world";

async function shop() {
  const world = await makeCompany();
  const caller = await callerFor(world.owner.token);
  return { ...world, caller, companyId: world.company.id, discounts: caller.discounts };
}

const tenPercent: DiscountFieldsInput = {
  name: "Ten off",
  kind: "percentage",
  value: 10,
  salesChannels: ["POS"],
};

describe("discounts", () => {
  it("are created, read, listed by name, replaced and deleted", async () => {
    const { companyId, discounts } = await shop();
    const c1 = await putCategory(companyId, "Edibles");
    const created = await discounts.create({
      companyId,
      discount: {
        ...tenPercent,
        name: " Weekend ",
        categories: [{ id: c1, type: "include" }],
        schedule: { days: ["sun", "sat"], from: "10:00", to: "14:00" },
      },
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: "Weekend",
      kind: "percentage",
      value: 10,
      scope: "item",
      products: [],
      categories: [{ id: c1, type: "include" }],
      salesChannels: ["POS"],
      schedule: { days: ["sat", "sun"], from: "10:00", to: "14:00", startDate: null, endDate: null },
      applyAutomatically: false,
      isLoyalty: false,
      loyaltyCost: null,
      locationIds: [],
      isActive: true,
    });
    expect(await discounts.get({ companyId, discountId: created.id })).toEqual(created);
    const reward = await discounts.create({
      companyId,
      discount: {
        name: "Alpha reward",
        kind: "fixedAmount",
        value: 500,
        salesChannels: ["POS"],
        isLoyalty: true,
        loyaltyCost: 400,
      },
    });
    expect((await discounts.list({ companyId })).items.map((item) => item.name)).toEqual([
      "Alpha reward",
      "Weekend",
    ]);

    const replaced = await discounts.update({
      companyId,
      discount: { ...tenPercent, id: created.id, name: "Weekday", value: 12.5 },
    });
    expect(replaced).toMatchObject({
      id: created.id,
      name: "Weekday",
      value: 12.5,
      schedule: null,
      categories: [],
    });
    expect(await discounts.get({ companyId, discountId: created.id })).toEqual(replaced);

    await expect(discounts.delete({ companyId, discountId: reward.id })).resolves.toEqual({ ok: true });
    expect(await failureOf(discounts.get({ companyId, discountId: reward.id }))).toEqual({
      code: "NOT_FOUND",
      appCode: "NOT_FOUND",
      message: "Discount not found",
    });
    expect(await failureOf(discounts.delete({ companyId, discountId: reward.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await failureOf(discounts.update({ companyId, discount: { ...tenPercent, id: reward.id } })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await discounts.list({ companyId })).items.map((item) => item.id)).toEqual([created.id]);
  });

  it("are listed a page at a time with DynamoDB's key, which must belong to the company", async () => {
    const a = await shop();
    const b = await shop();
    for (const name of ["One", "Two", "Three"])
      await a.discounts.create({ companyId: a.companyId, discount: { ...tenPercent, name } });
    const first = await a.discounts.listPage({ companyId: a.companyId, limit: 2 });
    expect(first.count).toBe(2);
    expect(first.lastEvaluatedKey).not.toBeNull();
    const second = await a.discounts.listPage({
      companyId: a.companyId,
      limit: 2,
      lastEvaluatedKey: first.lastEvaluatedKey,
    });
    const names = [...first.items, ...second.items].map((item) => item.name).sort();
    expect(names).toEqual(["One", "Three", "Two"]);
    expect(
      await failureOf(
        b.discounts.listPage({ companyId: b.companyId, limit: 2, lastEvaluatedKey: first.lastEvaluatedKey }),
      ),
    ).toEqual(badInput("This page key does not belong to this list."));
  });

  it("refuse an edit without an id and bad fields with the spec's messages, writing nothing", async () => {
    const { companyId, discounts } = await shop();
    const saved = await discounts.create({ companyId, discount: tenPercent });
    const { id: _id, ...withoutId } = saved;
    expect(await failureOf(discounts.update({ companyId, discount: withoutId as typeof saved }))).toEqual(
      badInput('"discount.id" is required'),
    );
    expect(await failureOf(discounts.update({ companyId, discount: { ...saved, id: "  " } }))).toEqual(
      badInput('"discount.id" is required'),
    );
    const create = (discount: Partial<DiscountFieldsInput>) =>
      failureOf(discounts.create({ companyId, discount: { ...tenPercent, ...discount } }));
    expect(await create({ value: 120 })).toEqual(badInput("Enter a percentage between 0.01 and 100"));
    expect(await create({ name: " " })).toEqual(badInput("Name is required"));
    expect(await create({ salesChannels: [] })).toEqual(badInput("Choose at least one sales channel"));
    expect(await create({ kind: "fixedPrice", value: 500, scope: "order" })).toEqual(
      badInput("A fixed price applies to each item, not to the whole order"),
    );
    expect(await create({ isLoyalty: true })).toEqual(
      badInput("Enter the points a customer spends on this reward (a whole number of at least 1)"),
    );
    expect(
      await create({
        products: [
          { id: "p1", type: "include" },
          { id: "p1", type: "exclude" },
        ],
      }),
    ).toEqual(badInput("An item cannot be both included and excluded"));
    expect(await failureOf(discounts.update({ companyId, discount: { ...saved, value: 0 } }))).toEqual(
      badInput("Enter a percentage between 0.01 and 100"),
    );
    expect((await discounts.list({ companyId })).items).toEqual([saved]);
  });

  it("belong to their company and need CAN_MANAGE_PRODUCTS", async () => {
    const a = await shop();
    const b = await shop();
    const theirs = await b.discounts.create({ companyId: b.companyId, discount: tenPercent });
    expect(await failureOf(a.discounts.get({ companyId: b.companyId, discountId: theirs.id }))).toMatchObject(
      {
        code: "FORBIDDEN",
      },
    );
    expect(
      await failureOf(a.discounts.delete({ companyId: a.companyId, discountId: theirs.id })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await b.discounts.get({ companyId: b.companyId, discountId: theirs.id })).toEqual(theirs);
    const staff = await makeStaff(a.companyId, ["CAN_MANAGE_CUSTOMERS"]);
    expect(await failureOf(staff.caller.discounts.list({ companyId: a.companyId }))).toEqual(
      missingPermission("CAN_MANAGE_PRODUCTS"),
    );
  });

  it("name only the company's own products, categories and locations, on create and on update", async () => {
    const a = await shop();
    const b = await shop();
    const [ours] = await putProducts([productItem(a.companyId, { name: "Ours" })]);
    const [theirs] = await putProducts([productItem(b.companyId, { name: "Theirs" })]);
    const ourCategory = await putCategory(a.companyId, "Ours");
    const theirCategory = await putCategory(b.companyId, "Theirs");
    const create = (discount: Partial<DiscountFieldsInput>) =>
      failureOf(a.discounts.create({ companyId: a.companyId, discount: { ...tenPercent, ...discount } }));
    const include = (id: string) => [{ id, type: "include" as const }];
    expect(await create({ products: include(theirs!.productId) })).toEqual(
      badInput(discountReferenceMessages.unknownProducts([theirs!.productId])),
    );
    expect(await create({ products: include("no-such-product") })).toEqual(
      badInput(discountReferenceMessages.unknownProducts(["no-such-product"])),
    );
    expect(await create({ categories: include(theirCategory) })).toEqual(
      badInput(discountReferenceMessages.unknownCategories([theirCategory])),
    );
    expect(await create({ locationIds: [b.location.id] })).toEqual(
      badInput(discountReferenceMessages.unknownLocations([b.location.id])),
    );
    expect((await a.discounts.list({ companyId: a.companyId })).items).toEqual([]);

    const saved = await a.discounts.create({
      companyId: a.companyId,
      discount: {
        ...tenPercent,
        products: include(ours!.productId),
        categories: [{ id: ourCategory, type: "exclude" }],
        locationIds: [a.location.id],
      },
    });
    expect(
      await failureOf(
        a.discounts.update({
          companyId: a.companyId,
          discount: { ...saved, products: [...saved.products, ...include(theirs!.productId)] },
        }),
      ),
    ).toEqual(badInput(discountReferenceMessages.unknownProducts([theirs!.productId])));
    expect(
      await failureOf(
        a.discounts.update({ companyId: a.companyId, discount: { ...saved, locationIds: ["loc_nowhere"] } }),
      ),
    ).toEqual(badInput(discountReferenceMessages.unknownLocations(["loc_nowhere"])));
    expect(await a.discounts.get({ companyId: a.companyId, discountId: saved.id })).toEqual(saved);
  });
});

describe("discount preview", () => {
  async function cart() {
    const world = await shop();
    const { companyId } = world;
    const flower = await putCategory(companyId, "Flower");
    const dried = await putCategory(companyId, "Dried", flower);
    const [bud, gummy] = await putProducts([
      productItem(companyId, { name: "Bud", price: 2000, categoryId: dried }),
      productItem(companyId, { name: "Gummy", price: 1000 }),
    ]);
    const lines = [
      { productId: bud!.productId, quantity: 2 },
      { productId: gummy!.productId, quantity: 1 },
    ];
    return { ...world, flower, lines };
  }

  it("runs the engine on the saved discounts and on the one being edited", async () => {
    const { companyId, discounts, flower, lines } = await cart();
    await discounts.create({
      companyId,
      discount: {
        ...tenPercent,
        name: "Flower 10",
        applyAutomatically: true,
        categories: [{ id: flower, type: "include" }],
      },
    });
    const preview = await discounts.preview({ companyId, lines });
    expect(preview.products.map((line) => line.name)).toEqual(["Bud", "Gummy"]);
    expect(
      preview.cart.lines.map((line) => [line.linePrice, line.discountPrice, line.discountMessage]),
    ).toEqual([
      [4000, 400, "Flower 10"],
      [1000, 0, null],
    ]);
    expect(preview.cart.total).toBe(4600);

    const withDraft = await discounts.preview({
      companyId,
      lines,
      draft: { ...tenPercent, name: "All 5 off", kind: "fixedAmount", value: 500, applyAutomatically: true },
    });
    // Without overlapping automatic discounts, the one that saves most on the cart applies.
    expect(withDraft.cart.lines.map((line) => line.discountMessage)).toEqual(["All 5 off", "All 5 off"]);
    expect(withDraft.cart.total).toBe(5000 - 1000 - 500);
  });

  it("follows the company's flags and loyalty permission", async () => {
    const { companyId, discounts, caller, flower, lines } = await cart();
    const auto = { ...tenPercent, applyAutomatically: true };
    await discounts.create({
      companyId,
      discount: { ...auto, name: "A", categories: [{ id: flower, type: "include" }] },
    });
    await discounts.create({ companyId, discount: { ...auto, name: "B", kind: "fixedAmount", value: 100 } });
    const before = await discounts.preview({ companyId, lines });
    await setFeatureFlag({ companyId, flag: "overlappingAutoDiscounts", enabled: true });
    await setFeatureFlag({ companyId, flag: "stackingDiscounts", enabled: true });
    const after = await discounts.preview({ companyId, lines });
    expect(after.cart.discountTotal).toBeGreaterThan(before.cart.discountTotal);
    expect(after.cart.lines[0]?.discounts.map((applied) => applied.name)).toEqual(["A", "B"]);

    const reward = await discounts.create({
      companyId,
      discount: {
        ...tenPercent,
        name: "Reward",
        kind: "fixedAmount",
        value: 300,
        isLoyalty: true,
        loyaltyCost: 300,
      },
    });
    const rich = await caller.customers.create({ companyId, customer: { name: "Rich" } });
    await caller.loyalty.adjust({
      companyId,
      customerId: rich.id,
      balance: "loyaltyPoints",
      change: 1000,
      reason: "Welcome",
    });
    const chosen = { companyId, lines, orderDiscountIds: [reward.id], customerId: rich.id };
    expect((await discounts.preview(chosen)).cart.notApplied).toEqual([
      { discountId: reward.id, lineId: null, reason: "inactive" },
    ]);
    await setPermissionFlag({ companyId, flag: "canAccessLoyalty", enabled: true });
    const redeemed = await discounts.preview(chosen);
    expect(redeemed.cart.loyalty).toEqual({ points: 300, discounts: [{ id: reward.id, points: 300 }] });
  });

  it("refuses an empty cart, an unknown product and another company's product", async () => {
    const { companyId, discounts, lines } = await cart();
    expect(await failureOf(discounts.preview({ companyId, lines: [] }))).toEqual(
      badInput("Add a product to the cart"),
    );
    expect(
      await failureOf(discounts.preview({ companyId, lines: [{ productId: "nope", quantity: 1 }] })),
    ).toMatchObject({ code: "NOT_FOUND", message: "Product not found" });
    const other = await shop();
    expect(await failureOf(other.discounts.preview({ companyId: other.companyId, lines }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
