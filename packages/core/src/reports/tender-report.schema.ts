import { paymentTypeIds, type PaymentTypeId } from "../payments/payment.schema";
import { ZReportPeriod } from "./reports.schema";

/** A tender's money and transactions (cents; refunds negative, so a figure is what the processor settles). */
export interface TenderFigures {
  amount: number;
  count: number;
}

/** A payment type, split by card type when the card terminal named one ("credit" and "credit:VISA" differ). */
export interface TenderKey {
  /** The rollup key: "credit" or "credit:VISA". */
  key: string;
  paymentTypeId: PaymentTypeId | null;
  /** VISA, MASTERCARD…; null when no card type was recorded. */
  cardType: string | null;
}

export interface TenderDayRow extends TenderKey, TenderFigures {
  day: string;
  locationId: string;
}

/** analytics/paymentTypes: a row per local day, location and tender; totals per tender and overall. */
export interface PaymentTypesReport {
  period: { from: string; to: string };
  rows: TenderDayRow[];
  byTender: (TenderKey & TenderFigures)[];
  total: TenderFigures;
}

export const ZPaymentTypesInput = ZReportPeriod;

const known = new Set<string>(paymentTypeIds);

/** "credit:VISA" → credit, VISA. An id no longer known keeps its key as the label. */
export function tenderKeyParts(key: string): TenderKey {
  const split = key.indexOf(":");
  const id = split === -1 ? key : key.slice(0, split);
  return {
    key,
    paymentTypeId: known.has(id) ? (id as PaymentTypeId) : null,
    cardType: split === -1 ? null : key.slice(split + 1),
  };
}
