import { AppError } from "../common/errors";
import { paymentMessages, type TenderInput, type TenderSettlement } from "./payment.schema";

/**
 * Canadian penny rounding of a cash amount to the nearest 5 cents: 1, 2 → 0; 3, 4 → 5; 6, 7 → 5; 8, 9 → 10.
 * Applied to the absolute amount, so a refund rounds the same way as a sale.
 */
export function roundToNickel(cents: number): number {
  const sign = cents < 0 ? -1 : 1;
  const absolute = Math.abs(cents);
  const rest = absolute % 5;
  const rounded = rest <= 2 ? absolute - rest : absolute + (5 - rest);
  return sign * rounded;
}

/**
 * How tenders pay a total. Cards, e-transfer, other and loyalty pay exactly what they say and may not exceed the
 * total (no change on them); cash pays the rest and gives change. With penny rounding only the cash part is
 * rounded to 5 cents, and only when there is a cash tender.
 */
export function settleTenders(
  total: number,
  tenders: TenderInput[],
  options: { pennyRounding: boolean },
): TenderSettlement {
  const cash = tenders
    .filter((tender) => tender.paymentTypeId === "cash")
    .reduce((sum, tender) => sum + tender.amount, 0);
  const nonCash = tenders
    .filter((tender) => tender.paymentTypeId !== "cash")
    .reduce((sum, tender) => sum + tender.amount, 0);
  if (nonCash > total) throw new AppError("INVALID_INPUT", paymentMessages.nonCashOverpaid);

  const cashDue = total - nonCash;
  const hasCash = tenders.some((tender) => tender.paymentTypeId === "cash");
  const rounding = options.pennyRounding && hasCash ? roundToNickel(cashDue) - cashDue : 0;
  const actualTotal = total + rounding;
  const roundedCashDue = cashDue + rounding;
  const changeDue = Math.max(0, cash - roundedCashDue);
  const remaining = Math.max(0, roundedCashDue - cash);
  return {
    rounding,
    actualTotal,
    totalPaid: nonCash + cash - changeDue,
    changeDue,
    remaining,
  };
}
