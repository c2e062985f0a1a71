import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { isConditionFailure } from "../db/conditions";
import { nextId } from "../db/counters";
import { queryPage } from "../db/pagination";
import { assertDiscountReferences } from "./discount-references";
import { DiscountEntity, type DiscountItem } from "./discount.entity";
import {
  ZCreateDiscountInput,
  ZDiscountRef,
  ZListDiscountsPageInput,
  ZUpdateDiscountInput,
  type CreateDiscountInput,
  type Discount,
  type DiscountFields,
  type DiscountListPage,
  type DiscountRef,
  type ListDiscountsPageInput,
  type UpdateDiscountInput,
} from "./discount.schema";

export const discountNotFound = () => new AppError("NOT_FOUND", "Discount not found");

export function toDiscount(item: DiscountItem): Discount {
  return {
    id: item.discountId,
    name: item.name,
    kind: item.kind,
    value: item.value,
    scope: item.scope,
    products: item.products,
    categories: item.categories,
    salesChannels: item.salesChannels,
    schedule: item.schedule ?? null,
    applyAutomatically: item.applyAutomatically,
    isLoyalty: item.isLoyalty,
    loyaltyCost: item.loyaltyCost ?? null,
    locationIds: item.locationIds,
    isActive: item.isActive,
  };
}

/** The saved form of the fields; an absent loyalty cost or schedule is stored as absent. */
const stored = ({ loyaltyCost, schedule, ...rest }: DiscountFields) => ({
  ...rest,
  ...(loyaltyCost === null ? {} : { loyaltyCost }),
  ...(schedule === null ? {} : { schedule }),
});

export async function createDiscount(input: CreateDiscountInput): Promise<Discount> {
  const { companyId, discount } = ZCreateDiscountInput.parse(input);
  await getCompany(companyId);
  await assertDiscountReferences(companyId, discount);
  const at = nowIso();
  const created = await DiscountEntity.create({
    ...stored(discount),
    companyId,
    discountId: String(await nextId(`discount#${companyId}`)),
    createDate: at,
    updateDate: at,
  }).go();
  return toDiscount(created.data as DiscountItem);
}

/** The whole form replaces the saved discount. */
export async function updateDiscount(input: UpdateDiscountInput): Promise<Discount> {
  const {
    companyId,
    discount: { id, ...fields },
  } = ZUpdateDiscountInput.parse(input);
  const saved = await DiscountEntity.get({ companyId, discountId: id }).go({ consistent: true });
  if (!saved.data) throw discountNotFound();
  await assertDiscountReferences(companyId, fields);
  const item: DiscountItem = {
    ...stored(fields),
    companyId,
    discountId: id,
    createDate: saved.data.createDate,
    updateDate: nowIso(),
  };
  try {
    await DiscountEntity.put(item)
      .where((attributes, { exists }) => exists(attributes.discountId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw discountNotFound();
    throw error;
  }
  return toDiscount(item);
}

export async function getDiscount(ref: DiscountRef): Promise<Discount> {
  const { companyId, discountId } = ZDiscountRef.parse(ref);
  const result = await DiscountEntity.get({ companyId, discountId }).go({ consistent: true });
  if (!result.data) throw discountNotFound();
  return toDiscount(result.data);
}

/** Deleted for good; an unpaid order that still carries it loses it when priced (dashboard.md 4). */
export async function deleteDiscount(ref: DiscountRef): Promise<void> {
  const { companyId, discountId } = ZDiscountRef.parse(ref);
  try {
    await DiscountEntity.delete({ companyId, discountId })
      .where((attributes, { exists }) => exists(attributes.discountId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw discountNotFound();
    throw error;
  }
}

const byName = (a: Discount, b: Discount) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || (a.id < b.id ? -1 : 1);

/** Every discount of the company, by name. */
export async function listDiscounts(companyId: number): Promise<Discount[]> {
  const result = await DiscountEntity.query.byCompany({ companyId }).go({ pages: "all" });
  return result.data.map(toDiscount).sort(byName);
}

/** One DynamoDB page of the company's discounts, in id order. */
export async function listDiscountsPage(input: ListDiscountsPageInput): Promise<DiscountListPage> {
  const { companyId, limit, lastEvaluatedKey } = ZListDiscountsPageInput.parse(input);
  return queryPage(
    DiscountEntity.query.byCompany({ companyId }).params(),
    (items) => DiscountEntity.parse({ Items: items }).data.map(toDiscount),
    { limit, lastEvaluatedKey },
  );
}
