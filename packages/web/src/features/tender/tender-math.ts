import { maxLoyaltyRedemption } from "@pos/core/discounts/loyalty";
import type { ManualTender, TenderInput, TenderSettlement } from "@pos/core/payments/payment.schema";
import { settleTenders } from "@pos/core/payments/settle-tenders";
import type { DevicePreferences } from "@pos/core/device/device-preferences.schema";
import {
  cardProviderLabels,
  isCardProvider,
  type ActivePaymentOption,
  type CardProviderId,
} from "@pos/core/card-payments/card-payments.schema";

/** Tenders in the order the register shows them, with the preference that switches each on. */
export const tenderOptions = [
  { id: "cash", label: "Cash", preference: "paymentOptionCash" },
  { id: "debit", label: "Debit", preference: "paymentOptionDebit" },
  { id: "credit", label: "Credit", preference: "paymentOptionCredit" },
  { id: "etransfer", label: "E-transfer", preference: "paymentOptionEtransfer" },
  { id: "other", label: "Other", preference: "paymentOptionOther" },
  { id: "loyalty", label: "Loyalty points", preference: "paymentOptionLoyalty" },
] as const satisfies readonly { id: ManualTender; label: string; preference: keyof DevicePreferences }[];

export const tenderLabel = (id: TenderInput["paymentTypeId"]) =>
  isCardProvider(id)
    ? cardProviderLabels[id]
    : id === "worldpay"
      ? "Worldpay"
      : (tenderOptions.find((option) => option.id === id)?.label ?? id);

/** A tender in the list: a gift-card redemption is an "other" tender with a charge. */
export const tenderInputLabel = (tender: TenderInput) =>
  tender.paymentTypeId === "other" && tender.chargeId ? "Gift card" : tenderLabel(tender.paymentTypeId);

const cardPreference: Record<CardProviderId, keyof DevicePreferences> = {
  blazepay: "paymentOptionBlazepay",
  merrco: "paymentOptionMerrco",
  moneris: "paymentOptionMoneris",
  global: "paymentOptionGlobal",
};

/** The provider's tenders: on for the location by the payment option rule (server) and switched on at this register. */
export function enabledCardTenders(
  preferences: DevicePreferences,
  options: readonly ActivePaymentOption[],
): ActivePaymentOption[] {
  return options.filter((option) => preferences[cardPreference[option.provider]]);
}

/**
 * The tenders this register offers: those its preferences switch on; loyalty also needs the company's
 * canAccessLoyalty (pos-and-accounts.md 6) and a customer on the sale.
 */
export function enabledTenders(
  preferences: DevicePreferences,
  options: { loyaltyAllowed: boolean; hasCustomer: boolean },
): ManualTender[] {
  return tenderOptions
    .filter((option) => preferences[option.preference])
    .filter((option) => option.id !== "loyalty" || (options.loyaltyAllowed && options.hasCustomer))
    .map((option) => option.id);
}

/** The settlement, or null while the tenders are not valid (e.g. a card paying more than is due). */
export function settle(
  total: number,
  tenders: TenderInput[],
  pennyRounding: boolean,
): TenderSettlement | null {
  try {
    return settleTenders(total, tenders, { pennyRounding });
  } catch {
    return null;
  }
}

/** What is left to pay before a tender of this type is added (cash rounds when the company rounds pennies). */
export function dueFor(
  type: ManualTender | CardProviderId,
  total: number,
  tenders: TenderInput[],
  pennyRounding: boolean,
): number {
  const settled = settle(
    total,
    [...tenders, ...(type === "cash" ? [{ paymentTypeId: "cash" as const, amount: 0 }] : [])],
    pennyRounding,
  );
  return settled?.remaining ?? 0;
}

/** Cents the customer may pay with points now (pos-and-accounts.md 5 "Loyalty redemption"). */
export function loyaltyCap(input: {
  total: number;
  tenders: TenderInput[];
  pointsBalance: number;
  loyaltyDiscountPoints: number;
}): number {
  const otherPaid = input.tenders
    .filter((tender) => tender.paymentTypeId !== "loyalty")
    .reduce((sum, tender) => sum + tender.amount, 0);
  const loyaltyPaid = input.tenders
    .filter((tender) => tender.paymentTypeId === "loyalty")
    .reduce((sum, tender) => sum + tender.amount, 0);
  const unpaid = input.total - otherPaid;
  return Math.max(
    0,
    maxLoyaltyRedemption({
      requested: Math.max(0, unpaid),
      creditBalance: input.pointsBalance,
      loyaltyDiscountPoints: input.loyaltyDiscountPoints,
      unpaidAfterOtherPayments: unpaid,
    }) - loyaltyPaid,
  );
}

const bills = [500, 1000, 2000, 5000, 10_000] as const;

/** Quick cash buttons: the exact amount, then the next round amounts a customer hands over. */
export function quickCashAmounts(due: number): number[] {
  if (due <= 0) return [];
  const amounts = new Set<number>([due]);
  for (const bill of bills) {
    const rounded = Math.ceil(due / bill) * bill;
    if (rounded > due) amounts.add(rounded);
    if (amounts.size >= 4) break;
  }
  return [...amounts];
}

/**
 * A tender of a type already listed is merged into it, so the receipt shows one cash line, one debit line; each
 * card payment with the provider stays its own tender.
 */
export function addTender(tenders: TenderInput[], tender: TenderInput): TenderInput[] {
  if (tender.cardSaleKey) return [...tenders, tender];
  // A card or gift-card charge is one tender of its own (once): the server checks each against its charge.
  if (tender.chargeId && tenders.some((other) => other.chargeId === tender.chargeId)) return tenders;
  const index = tender.chargeId
    ? -1
    : tenders.findIndex(
        (other) => other.paymentTypeId === tender.paymentTypeId && !other.cardSaleKey && !other.chargeId,
      );
  if (index < 0) return [...tenders, tender];
  return tenders.map((other, at) =>
    at === index ? { ...other, amount: other.amount + tender.amount } : other,
  );
}

/** The amount after a keypad key: digits shift in from the right, "back" drops the last one. */
export function applyKey(cents: number, key: string, max: number): number {
  if (key === "back") return Math.floor(cents / 10);
  if (!/^\d+$/.test(key)) return cents;
  const next = cents * 10 ** key.length + Number(key);
  return next > max ? cents : next;
}
