import { z } from "zod";
import { ZId, ZPageKey, zDateTime } from "../common/bounded.schema";

/**
 * dashboard.md 3 Discount. Money in cents, percentages as numbers with up to 2 decimals (12.5 is 12.5 %).
 *
 * kind and value:
 *   percentage   value % off the price (0.01 to 100)
 *   fixedAmount  value cents off: per unit with scope "item", once across the covered lines with scope "order"
 *   fixedPrice   each unit sells at value cents (never raises a price); scope "item" only
 * A unit is a piece, or one unit of measure (a gram) for goods sold by measure.
 *
 * products and categories: the spec's `products` ({ id, type: include | exclude }), and the same for categories.
 * A line is covered when nothing excludes it (its product, its master product or one of its categories and
 * their ancestors) and, if anything is included, something includes it. Empty lists cover every product.
 */

export const discountKinds = ["percentage", "fixedAmount", "fixedPrice"] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const discountScopes = ["item", "order"] as const;
export type DiscountScope = (typeof discountScopes)[number];

export const salesChannels = ["POS", "ONLINE"] as const;
export type SalesChannel = (typeof salesChannels)[number];

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

export const discountLimits = {
  nameLength: 80,
  maxCents: 100_000_000,
  maxLoyaltyCost: 10_000_000,
  products: 1000,
  categories: 200,
  locations: 200,
} as const;

export const discountMessages = {
  idRequired: '"discount.id" is required',
  nameRequired: "Name is required",
  nameTooLong: `Name is at most ${discountLimits.nameLength} characters`,
  percentRange: "Enter a percentage between 0.01 and 100",
  percentDecimals: "A percentage has at most 2 decimals",
  amountRange: "Enter an amount of at least $0.01",
  priceRange: "Enter a price of $0.00 or more",
  wholeCents: "Amounts are whole cents",
  fixedPriceScope: "A fixed price applies to each item, not to the whole order",
  channelRequired: "Choose at least one sales channel",
  dayRequired: "Choose at least one day",
  bothTimes: "Enter both a start and an end time",
  sameTimes: "The end time must differ from the start time",
  dateOrder: "The end date must be on or after the start date",
  loyaltyCost: "Enter the points a customer spends on this reward (a whole number of at least 1)",
  includedAndExcluded: "An item cannot be both included and excluded",
} as const;

const ZRef = ZId;
const ZTime = z
  .string()
  .max(5, "Enter a time as HH:MM")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM");
const ZDate = z.iso.date("Enter a date as YYYY-MM-DD");

export const ZDiscountTarget = z.object({ id: ZRef, type: z.enum(["include", "exclude"]) });
export type DiscountTarget = z.infer<typeof ZDiscountTarget>;

/**
 * When a discount runs, in the location's time zone. Days name the day a time window starts on; a window whose
 * end is before its start runs past midnight (fri 22:00 to 02:00 ends on Saturday). No hours: the whole day.
 * Start and end dates are inclusive. No schedule at all: any time.
 */
export const ZDiscountSchedule = z
  .object({
    days: z.array(z.enum(weekdays)).min(1, discountMessages.dayRequired).max(7),
    from: ZTime.nullable().default(null),
    to: ZTime.nullable().default(null),
    startDate: ZDate.nullable().default(null),
    endDate: ZDate.nullable().default(null),
  })
  .superRefine((schedule, ctx) => {
    if ((schedule.from === null) !== (schedule.to === null)) {
      ctx.addIssue({ code: "custom", message: discountMessages.bothTimes, path: ["to"] });
    } else if (schedule.from !== null && schedule.from === schedule.to) {
      ctx.addIssue({ code: "custom", message: discountMessages.sameTimes, path: ["to"] });
    }
    if (schedule.startDate && schedule.endDate && schedule.endDate < schedule.startDate) {
      ctx.addIssue({ code: "custom", message: discountMessages.dateOrder, path: ["endDate"] });
    }
  });
export type DiscountSchedule = z.infer<typeof ZDiscountSchedule>;

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function checkValue(
  fields: { kind: DiscountKind; value: number; scope: DiscountScope },
  ctx: z.RefinementCtx,
) {
  const issue = (message: string, path = ["value"]) => ctx.addIssue({ code: "custom", message, path });
  const { kind, value } = fields;
  if (kind === "percentage") {
    if (value < 0.01 || value > 100) issue(discountMessages.percentRange);
    else if (!hasTwoDecimalsAtMost(value)) issue(discountMessages.percentDecimals);
    return;
  }
  if (!Number.isInteger(value)) issue(discountMessages.wholeCents);
  else if (kind === "fixedAmount" && (value < 1 || value > discountLimits.maxCents)) {
    issue(discountMessages.amountRange);
  } else if (kind === "fixedPrice" && (value < 0 || value > discountLimits.maxCents)) {
    issue(discountMessages.priceRange);
  }
  if (kind === "fixedPrice" && fields.scope === "order") issue(discountMessages.fixedPriceScope, ["scope"]);
}

function checkTargets(targets: DiscountTarget[], path: string, ctx: z.RefinementCtx) {
  const included = new Set(targets.filter((target) => target.type === "include").map((target) => target.id));
  const both = targets.find((target) => target.type === "exclude" && included.has(target.id));
  if (both) ctx.addIssue({ code: "custom", message: discountMessages.includedAndExcluded, path: [path] });
}

const discountShape = {
  name: z
    .string()
    .trim()
    .min(1, discountMessages.nameRequired)
    .max(discountLimits.nameLength, discountMessages.nameTooLong),
  kind: z.enum(discountKinds),
  value: z.number().finite(),
  scope: z.enum(discountScopes).default("item"),
  products: z.array(ZDiscountTarget).max(discountLimits.products).default([]),
  categories: z.array(ZDiscountTarget).max(discountLimits.categories).default([]),
  salesChannels: z.array(z.enum(salesChannels)).min(1, discountMessages.channelRequired).max(10),
  schedule: ZDiscountSchedule.nullable().default(null),
  applyAutomatically: z.boolean().default(false),
  isLoyalty: z.boolean().default(false),
  /** Points a customer spends to get this reward; null unless isLoyalty. */
  loyaltyCost: z.number().nullable().default(null),
  /** Empty: every location of the company. */
  locationIds: z.array(ZRef).max(discountLimits.locations).default([]),
  isActive: z.boolean().default(true),
};

type DiscountShapeOutput = z.infer<z.ZodObject<typeof discountShape>>;

/** Shared checks; a loyalty cost is kept only on a loyalty discount, and lists lose their duplicates. */
function refineFields<Schema extends z.ZodType<DiscountShapeOutput>>(schema: Schema) {
  return schema
    .superRefine((fields, ctx) => {
      checkValue(fields, ctx);
      checkTargets(fields.products, "products", ctx);
      checkTargets(fields.categories, "categories", ctx);
      const cost = fields.loyaltyCost;
      const validCost =
        cost !== null && Number.isInteger(cost) && cost >= 1 && cost <= discountLimits.maxLoyaltyCost;
      if (fields.isLoyalty && !validCost) {
        ctx.addIssue({ code: "custom", message: discountMessages.loyaltyCost, path: ["loyaltyCost"] });
      }
    })
    .transform((fields) => ({
      ...fields,
      loyaltyCost: fields.isLoyalty ? fields.loyaltyCost : null,
      salesChannels: [...new Set(fields.salesChannels)],
      locationIds: [...new Set(fields.locationIds)],
      schedule: fields.schedule && {
        ...fields.schedule,
        days: weekdays.filter((day) => fields.schedule?.days.includes(day)),
      },
    }));
}

/** What the discount form edits. */
export const ZDiscountFields = refineFields(z.object(discountShape));
export type DiscountFieldsInput = z.input<typeof ZDiscountFields>;
export type DiscountFields = z.output<typeof ZDiscountFields>;

/** A saved discount, as the engine reads it. */
export const ZDiscount = refineFields(z.object({ id: ZRef, ...discountShape }));
export type DiscountInput = z.input<typeof ZDiscount>;
export type Discount = z.output<typeof ZDiscount>;

const ZCompanyId = z.coerce.number().int().positive();

export const ZCreateDiscountInput = z.object({ companyId: ZCompanyId, discount: ZDiscountFields });
export type CreateDiscountInput = z.input<typeof ZCreateDiscountInput>;

const ZDiscountId = z
  .string({ error: discountMessages.idRequired })
  .trim()
  .min(1, discountMessages.idRequired)
  .max(64);

/** The whole discount replaces the saved one; an edit without an id fails with '"discount.id" is required'. */
export const ZUpdateDiscountInput = z.object({
  companyId: ZCompanyId,
  discount: refineFields(z.object({ id: ZDiscountId, ...discountShape })),
});
export type UpdateDiscountInput = z.input<typeof ZUpdateDiscountInput>;

export const ZDiscountRef = z.object({ companyId: ZCompanyId, discountId: ZRef });
export type DiscountRef = z.input<typeof ZDiscountRef>;

/**
 * Procedures (CAN_MANAGE_PRODUCTS): discounts.{list, listPage, get, create, update, delete, preview}.
 * list returns every discount of the company sorted by name; listPage a DynamoDB page in id order.
 */
export const ZListDiscountsPageInput = z.object({
  companyId: ZCompanyId,
  limit: z.number().int().min(1).max(100).default(20),
  /** The previous page's lastEvaluatedKey, sent back as received. */
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type ListDiscountsPageInput = z.input<typeof ZListDiscountsPageInput>;

export interface DiscountListPage {
  items: Discount[];
  count: number;
  lastEvaluatedKey: Record<string, string> | null;
}

/** A line of the preview cart: the server reads the product's price and categories. */
export const ZPreviewLine = z.object({
  productId: ZRef,
  quantity: z.number().positive("Enter a quantity above 0").max(100_000),
  manualDiscountIds: z.array(ZRef).max(20).default([]),
});

/**
 * The dashboard's "Try it on a cart". `draft` previews the discount being edited before it is saved: it takes the
 * place of the saved discount with the same id (or joins the others as id "draft" when new). Without a location,
 * the preview runs at the company's first location; without `at`, now.
 */
export const ZPreviewDiscountsInput = z.object({
  companyId: ZCompanyId,
  lines: z.array(ZPreviewLine).min(1, "Add a product to the cart").max(50),
  orderDiscountIds: z.array(ZRef).max(20).default([]),
  draft: ZDiscountFields.optional(),
  draftId: ZRef.optional(),
  customerId: ZRef.optional(),
  locationId: ZRef.optional(),
  channel: z.enum(salesChannels).default("POS"),
  at: zDateTime({ offset: true }).optional(),
});
export type PreviewDiscountsInput = z.input<typeof ZPreviewDiscountsInput>;

export const draftDiscountId = "draft";
