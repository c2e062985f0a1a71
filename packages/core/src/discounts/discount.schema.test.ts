import { describe, expect, it } from "vitest";
import {
  discountMessages,
  ZCreateDiscountInput,
  ZDiscountFields,
  ZUpdateDiscountInput,
  type DiscountFieldsInput,
} from "./discount.schema";

const fields = (overrides: Partial<DiscountFieldsInput> = {}): DiscountFieldsInput => ({
  name: "Happy hour",
  kind: "percentage",
  value: 15,
  salesChannels: ["POS"],
  ...overrides,
});

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("discount schema", () => {
  it("fills the defaults of a new discount", () => {
    expect(ZDiscountFields.parse(fields())).toEqual({
      name: "Happy hour",
      kind: "percentage",
      value: 15,
      scope: "item",
      products: [],
      categories: [],
      salesChannels: ["POS"],
      schedule: null,
      applyAutomatically: false,
      isLoyalty: false,
      loyaltyCost: null,
      locationIds: [],
      isActive: true,
    });
  });

  it("an edit without an id fails with '\"discount.id\" is required'", () => {
    const missing = ZUpdateDiscountInput.safeParse({ companyId: 1000, discount: fields() });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      message: '"discount.id" is required',
      path: ["discount", "id"],
    });
    const empty = ZUpdateDiscountInput.safeParse({ companyId: 1000, discount: { ...fields(), id: " " } });
    expect(messagesOf(empty)).toEqual([discountMessages.idRequired]);
    const withId = ZUpdateDiscountInput.parse({ companyId: 1000, discount: { ...fields(), id: "d-1" } });
    expect(withId.discount.id).toBe("d-1");
    expect(ZCreateDiscountInput.parse({ companyId: "1000", discount: fields() }).companyId).toBe(1000);
  });

  it("checks the value against the kind", () => {
    expect(messagesOf(ZDiscountFields.safeParse(fields({ value: 0 })))).toEqual([
      discountMessages.percentRange,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ value: 100.5 })))).toEqual([
      discountMessages.percentRange,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ value: 12.345 })))).toEqual([
      discountMessages.percentDecimals,
    ]);
    expect(ZDiscountFields.parse(fields({ value: 12.35 })).value).toBe(12.35);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ kind: "fixedAmount", value: 2.5 })))).toEqual([
      discountMessages.wholeCents,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ kind: "fixedAmount", value: 0 })))).toEqual([
      discountMessages.amountRange,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ kind: "fixedPrice", value: -1 })))).toEqual([
      discountMessages.priceRange,
    ]);
    expect(ZDiscountFields.parse(fields({ kind: "fixedPrice", value: 0 })).value).toBe(0);
    expect(
      messagesOf(ZDiscountFields.safeParse(fields({ kind: "fixedPrice", value: 500, scope: "order" }))),
    ).toEqual([discountMessages.fixedPriceScope]);
  });

  it("needs a name and a sales channel, and drops repeated channels and locations", () => {
    expect(messagesOf(ZDiscountFields.safeParse(fields({ name: "  " })))).toEqual([
      discountMessages.nameRequired,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ salesChannels: [] })))).toEqual([
      discountMessages.channelRequired,
    ]);
    const parsed = ZDiscountFields.parse(
      fields({ salesChannels: ["POS", "ONLINE", "POS"], locationIds: ["l", "l"] }),
    );
    expect(parsed.salesChannels).toEqual(["POS", "ONLINE"]);
    expect(parsed.locationIds).toEqual(["l"]);
  });

  it("checks the schedule", () => {
    const schedule = (value: object) => fields({ schedule: { days: ["fri"], ...value } });
    expect(messagesOf(ZDiscountFields.safeParse(schedule({ days: [] })))).toEqual([
      discountMessages.dayRequired,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(schedule({ from: "16:00" })))).toEqual([
      discountMessages.bothTimes,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(schedule({ from: "16:00", to: "16:00" })))).toEqual([
      discountMessages.sameTimes,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(schedule({ from: "24:00", to: "02:00" })))).toEqual([
      "Enter a time as HH:MM",
    ]);
    expect(
      messagesOf(ZDiscountFields.safeParse(schedule({ startDate: "2026-05-02", endDate: "2026-05-01" }))),
    ).toEqual([discountMessages.dateOrder]);
    const overnight = ZDiscountFields.parse(
      schedule({ days: ["sun", "fri", "mon"], from: "22:00", to: "02:00" }),
    );
    expect(overnight.schedule).toEqual({
      days: ["mon", "fri", "sun"],
      from: "22:00",
      to: "02:00",
      startDate: null,
      endDate: null,
    });
  });

  it("a loyalty reward needs a points cost; other discounts keep none", () => {
    expect(messagesOf(ZDiscountFields.safeParse(fields({ isLoyalty: true })))).toEqual([
      discountMessages.loyaltyCost,
    ]);
    expect(messagesOf(ZDiscountFields.safeParse(fields({ isLoyalty: true, loyaltyCost: 1.5 })))).toEqual([
      discountMessages.loyaltyCost,
    ]);
    expect(ZDiscountFields.parse(fields({ isLoyalty: true, loyaltyCost: 500 })).loyaltyCost).toBe(500);
    expect(ZDiscountFields.parse(fields({ isLoyalty: false, loyaltyCost: 500 })).loyaltyCost).toBeNull();
  });

  it("an item cannot be both included and excluded", () => {
    const both = fields({
      products: [
        { id: "p1", type: "include" },
        { id: "p1", type: "exclude" },
      ],
    });
    expect(ZDiscountFields.safeParse(both).error?.issues).toEqual([
      expect.objectContaining({ message: discountMessages.includedAndExcluded, path: ["products"] }),
    ]);
    const categories = fields({
      categories: [{ id: "c1", type: "exclude" }],
      products: [{ id: "c1", type: "include" }],
    });
    expect(ZDiscountFields.safeParse(categories).success).toBe(true);
  });
});
