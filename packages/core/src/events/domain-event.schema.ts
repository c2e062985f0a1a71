/**
 * Events a webhook subscription may follow (pos-and-accounts.md 3 "Event type values come from a fixed list";
 * the list is ours, documented in docs/webhooks.md).
 */
export const domainEventTypes = [
  "payment.completed",
  "payment.refunded",
  "product.created",
  "product.updated",
  "paymentQueue.created",
  "paymentQueue.updated",
  "shift.ended",
] as const;
export type DomainEventType = (typeof domainEventTypes)[number];

export interface DomainEventInput {
  companyId: number;
  type: DomainEventType;
  /** The location the event happened at; null for company-wide events (products). */
  locationId: string | null;
  /** The JSON body's `data`: the changed record as the API returns it. */
  data: unknown;
}
