import { User } from "../auth/auth.entity";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany } from "../company/company";
import { isConditionFailure } from "../db/conditions";
import { SmsQuota, type SmsQuotaItem } from "./sms-quota.entity";
import {
  smsDefaults,
  smsMessages,
  ZEnableSmsInput,
  ZSmsCompany,
  ZUpdateSmsInput,
  type EnableSmsInput,
  type SmsQuotaView,
  type UpdateSmsInput,
} from "./sms.schema";

const notEnabled = () => new AppError("NOT_FOUND", smsMessages.notEnabled);
const monthOf = (iso: string): string => iso.slice(0, 7);

async function toView(item: SmsQuotaItem, at = nowIso()): Promise<SmsQuotaView> {
  const admin = await User.get({ userId: item.updatedBy }).go();
  return {
    companyId: item.companyId,
    quantity: item.quantity,
    monthlyReplenishRate: item.monthlyReplenishRate,
    usedThisMonth: item.usedMonth === monthOf(at) ? item.used : 0,
    createDate: item.createDate,
    updateDate: item.updateDate,
    updatedBy: item.updatedBy,
    updatedByName: admin.data?.name ?? null,
  };
}

/** NOT_FOUND means SMS is not enabled for the company (the admin card then offers to enable it). */
export async function getSmsQuota(input: { companyId: number }): Promise<SmsQuotaView> {
  const { companyId } = ZSmsCompany.parse(input);
  const result = await SmsQuota.get({ companyId }).go({ consistent: true });
  if (!result.data) throw notEnabled();
  return toView(result.data);
}

export async function enableSms(userId: string, input: EnableSmsInput): Promise<SmsQuotaView> {
  const { companyId, quantity } = ZEnableSmsInput.parse(input);
  await getCompany(companyId);
  const at = nowIso();
  try {
    const created = await SmsQuota.create({
      companyId,
      quantity,
      monthlyReplenishRate: smsDefaults.monthlyReplenishRate,
      used: 0,
      usedMonth: monthOf(at),
      createDate: at,
      updateDate: at,
      updatedBy: userId,
    }).go();
    return toView(created.data, at);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("CONFLICT", smsMessages.alreadyEnabled);
    throw error;
  }
}

export async function updateSmsQuota(userId: string, input: UpdateSmsInput): Promise<SmsQuotaView> {
  const { companyId, changeQuantity, monthlyReplenishRate } = ZUpdateSmsInput.parse(input);
  const current = await getSmsQuota({ companyId });
  if (current.quantity + changeQuantity < 0) throw new AppError("INVALID_INPUT", smsMessages.negativeQuota);
  try {
    const result = await SmsQuota.patch({ companyId })
      .add({ quantity: changeQuantity })
      .set({ monthlyReplenishRate, updateDate: nowIso(), updatedBy: userId })
      .where((attributes, { gte }) => gte(attributes.quantity, -changeQuantity))
      .go({ response: "all_new" });
    return toView(result.data as SmsQuotaItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("CONFLICT", smsMessages.negativeQuota);
    throw error;
  }
}

/** Counts messages sent by the outreach feature: taken from what is left, added to this month's use. */
export async function recordSmsSent(companyId: number, messages: number): Promise<SmsQuotaView> {
  const { data: current } = await SmsQuota.get({ companyId }).go({ consistent: true });
  if (!current) throw notEnabled();
  const at = nowIso();
  const sameMonth = current.usedMonth === monthOf(at);
  try {
    const result = await SmsQuota.patch({ companyId })
      .add({ quantity: -messages })
      .set({ used: (sameMonth ? current.used : 0) + messages, usedMonth: monthOf(at), updateDate: at })
      .where(
        (attributes, { gte, eq }) =>
          `${gte(attributes.quantity, messages)} AND ${eq(attributes.used, current.used)}`,
      )
      .go({ response: "all_new" });
    return toView(result.data as SmsQuotaItem, at);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("CONFLICT", smsMessages.notEnoughLeft);
    throw error;
  }
}
