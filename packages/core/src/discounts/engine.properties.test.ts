import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekdays, type DiscountInput, type DiscountTarget } from "./discount.schema";
import { priceCart } from "./engine";
import type { CartLineInput, PriceCartInput } from "./pricing.schema";

const productIds = ["p0", "p1", "p2", "p3"];
const categoryIds = ["c0", "c1", "c2"];
const discountIds = ["d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7"];

/** Each id included, excluded or not named, so a list never both includes and excludes an id. */
const targets = (ids: string[]) =>
  fc
    .tuple(
      ...ids.map(() =>
        fc.constantFrom<"include" | "exclude" | null>(null, null, null, null, "include", "exclude"),
      ),
    )
    .map((types) =>
      ids.flatMap((id, index): DiscountTarget[] => (types[index] ? [{ id, type: types[index] }] : [])),
    );

const time = fc.integer({ min: 0, max: 23 }).map((hour) => `${String(hour).padStart(2, "0")}:00`);

const schedule = fc.option(
  fc
    .record({
      days: fc.subarray([...weekdays], { minLength: 1 }),
      hours: fc.option(fc.tuple(time, time).filter(([from, to]) => from !== to)),
    })
    .map(({ days, hours }) => ({ days, from: hours?.[0] ?? null, to: hours?.[1] ?? null })),
  { freq: 2 },
);

const kindAndValue = fc.oneof(
  fc.record({
    kind: fc.constant("percentage" as const),
    value: fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100),
    scope: fc.constantFrom("item" as const, "order" as const),
  }),
  fc.record({
    kind: fc.constant("fixedAmount" as const),
    value: fc.integer({ min: 1, max: 6000 }),
    scope: fc.constantFrom("item" as const, "order" as const),
  }),
  fc.record({
    kind: fc.constant("fixedPrice" as const),
    value: fc.integer({ min: 0, max: 6000 }),
    scope: fc.constant("item" as const),
  }),
);

const discountFor = (id: string) =>
  fc
    .record({
      kindAndValue,
      products: targets(productIds),
      categories: targets(categoryIds),
      salesChannels: fc.oneof(
        fc.constant<("POS" | "ONLINE")[]>(["POS", "ONLINE"]),
        fc.subarray(["POS" as const, "ONLINE" as const], { minLength: 1 }),
      ),
      schedule,
      applyAutomatically: fc.oneof(fc.constant(true), fc.boolean()),
      loyaltyCost: fc.oneof(
        { arbitrary: fc.constant(null), weight: 3 },
        { arbitrary: fc.integer({ min: 1, max: 800 }), weight: 1 },
      ),
      locationIds: fc.oneof(fc.constant<string[]>([]), fc.subarray(["loc-1", "loc-2"])),
      isActive: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(true), fc.constant(false)),
    })
    .map(({ kindAndValue: kv, loyaltyCost, ...rest }): DiscountInput => ({
      id,
      name: `Discount ${id}`,
      ...kv,
      ...rest,
      isLoyalty: loyaltyCost !== null,
      loyaltyCost,
    }));

const discounts = fc
  .subarray(discountIds, { minLength: 1 })
  .chain((ids) => fc.tuple(...ids.map(discountFor)));

const lineFor = (lineId: string) =>
  fc.record({
    lineId: fc.constant(lineId),
    productId: fc.constantFrom(...productIds),
    parentProductId: fc.option(fc.constantFrom(...productIds)),
    categoryIds: fc.subarray(categoryIds),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 30_000 }).map((mg) => mg / 1000),
    ),
    unitPrice: fc.integer({ min: 0, max: 8000 }),
    manualDiscountIds: fc.subarray([...discountIds, "unknown"], { maxLength: 3 }),
    discountId: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.constantFrom(...discountIds), weight: 1 },
    ),
  }) satisfies fc.Arbitrary<CartLineInput>;

const lines = fc
  .subarray(["l0", "l1", "l2", "l3", "l4"], { minLength: 1 })
  .chain((ids) => fc.tuple(...ids.map(lineFor)));

const carts: fc.Arbitrary<PriceCartInput> = fc.record({
  lines,
  discounts,
  orderDiscountIds: fc.subarray(discountIds, { maxLength: 3 }),
  channel: fc.constantFrom("POS" as const, "ONLINE" as const),
  locationId: fc.constantFrom("loc-1", "loc-2"),
  at: fc
    .date({
      min: new Date("2026-01-01T00:00:00Z"),
      max: new Date("2027-01-01T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString()),
  timeZone: fc.constantFrom("America/Edmonton", "America/Toronto", "America/Vancouver"),
  customer: fc.option(
    fc.record({
      id: fc.constant("c-1"),
      loyaltyPoints: fc.integer({ min: -100, max: 2000 }),
      externalPoints: fc.option(fc.integer({ min: 0, max: 2000 })),
    }),
  ),
  settings: fc.record({
    internalLoyalty: fc.boolean(),
    externalLoyalty: fc.boolean(),
    externalRewardCosts: fc.dictionary(fc.constantFrom(...discountIds), fc.integer({ min: 0, max: 800 })),
    overlappingAutoDiscounts: fc.boolean(),
    stackingDiscounts: fc.boolean(),
    autoLoyaltyDiscount: fc.boolean(),
  }),
});

describe("priceCart properties", () => {
  it("no combination of discounts takes a line below 0 or a total below 0", () => {
    fc.assert(
      fc.property(carts, (input) => {
        const result = priceCart(input);
        for (const priced of result.lines) {
          expect(priced.discountPrice).toBeGreaterThanOrEqual(0);
          expect(priced.cartDiscountPrice).toBeGreaterThanOrEqual(0);
          expect(priced.discountPrice + priced.cartDiscountPrice).toBeLessThanOrEqual(priced.linePrice);
          expect(priced.total).toBe(priced.linePrice - priced.discountPrice - priced.cartDiscountPrice);
          expect(
            priced.discounts.every((applied) => Number.isInteger(applied.amount) && applied.amount > 0),
          ).toBe(true);
          if (!input.settings.stackingDiscounts) expect(priced.discounts.length).toBeLessThanOrEqual(1);
        }
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBe(result.subtotal - result.discountTotal);
        const available = Math.max(
          0,
          input.customer ? Math.max(input.customer.loyaltyPoints, input.customer.externalPoints ?? 0) : 0,
        );
        expect(result.loyalty.points).toBeLessThanOrEqual(available);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it("every discount at once, stacked, still never takes a line below 0", () => {
    const everywhere = (discount: DiscountInput): DiscountInput => ({
      ...discount,
      products: [],
      categories: [],
      salesChannels: ["POS", "ONLINE"],
      schedule: null,
      applyAutomatically: true,
      isLoyalty: false,
      loyaltyCost: null,
      locationIds: [],
      isActive: true,
    });
    const stacked = carts.map((input) => ({
      ...input,
      discounts: input.discounts.map(everywhere),
      settings: { ...input.settings, stackingDiscounts: true, overlappingAutoDiscounts: true },
    }));
    fc.assert(
      fc.property(stacked, (input) => {
        const result = priceCart(input);
        for (const priced of result.lines) {
          expect(priced.discountPrice + priced.cartDiscountPrice).toBeLessThanOrEqual(priced.linePrice);
          expect(priced.total).toBeGreaterThanOrEqual(0);
          const ids = priced.discounts.map((applied) => applied.id);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("the result does not depend on the order of the discounts", () => {
    const cartsAndOrders = carts.chain((input) =>
      fc.tuple(
        fc.constant(input),
        fc.shuffledSubarray(input.discounts, { minLength: input.discounts.length }),
      ),
    );
    fc.assert(
      fc.property(cartsAndOrders, ([input, shuffled]) => {
        expect(priceCart({ ...input, discounts: shuffled })).toEqual(priceCart(input));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
