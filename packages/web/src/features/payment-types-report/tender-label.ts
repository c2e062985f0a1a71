import { paymentTypeLabels } from "@pos/core/payments/payment-lists.schema";
import type { TenderKey } from "@pos/core/reports/tender-report.schema";

/** "Credit · VISA", "Cash"; a payment type no longer known shows its id. */
export function tenderLabel(tender: TenderKey): string {
  const name = tender.paymentTypeId ? paymentTypeLabels[tender.paymentTypeId] : tender.key.split(":")[0]!;
  return tender.cardType ? `${name} · ${tender.cardType}` : name;
}
