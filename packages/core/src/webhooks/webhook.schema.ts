import { z } from "zod";
import { inputLimits, ZId, zText } from "../common/bounded.schema";
import { domainEventTypes } from "../events/domain-event.schema";
import { ZQueueEntryView } from "../payment-queue/payment-queue.schema";

export const webhookMessages = {
  urlRequired: "Please input a webhook URL",
  secretRequired: "Please input a secret",
  eventTypeRequired: "Please select an event type",
  integratorRequired: "Please select an integrator",
  urlInvalid: "Use an https:// URL (http:// only for localhost)",
  urlNotPublic: "Use a URL on the public internet: local, private and cloud-internal addresses are refused",
  created: "Subscription created",
  updated: "Subscription updated",
  deleted: "Subscription deleted",
  loadError: "Error loading subscriptions",
  deleteError: "Error deleting subscription",
  createError: "Error creating subscription",
  updateError: "Error updating subscription",
  companyNotFound: "Company not found",
  createFailed: "An error occurred while creating a subscription",
  notFound: "This subscription no longer exists",
  unknownIntegrator: "This integrator does not exist",
  unknownLocation: "This location does not belong to the company",
  tooMany: (max: number) => `A company can have at most ${max} webhook subscriptions`,
} as const;

export const maxSubscriptionsPerCompany = 50;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The form's check: https, or plain http to this machine. The server also refuses addresses that lead inside, and
 * this machine unless allowed (address-policy.ts, docs/webhooks.md).
 */
export function isAllowedWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
}

export const ZWebhookFields = z.object({
  eventType: z.enum(domainEventTypes, { message: webhookMessages.eventTypeRequired }),
  integratorId: z
    .string({ message: webhookMessages.integratorRequired })
    .min(1, webhookMessages.integratorRequired)
    .max(inputLimits.id),
  url: z
    .string({ message: webhookMessages.urlRequired })
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(2000)
    .refine(isAllowedWebhookUrl, webhookMessages.urlInvalid),
  locationId: ZId.optional(),
  integratorSecret: z.string().min(1).max(200).optional(),
});
export type WebhookFields = z.infer<typeof ZWebhookFields>;

export const ZCreateSubscriptionInput = ZWebhookFields.extend({ companyId: z.number().int() });
export type CreateSubscriptionInput = z.input<typeof ZCreateSubscriptionInput>;

export const ZSubscriptionRef = z.object({ companyId: z.number().int(), combineSortKey: zText().min(1) });
export type SubscriptionRef = z.input<typeof ZSubscriptionRef>;

export const ZUpdateSubscriptionInput = ZSubscriptionRef.extend(ZWebhookFields.shape);
export type UpdateSubscriptionInput = z.input<typeof ZUpdateSubscriptionInput>;

export const ZCompanyRef = z.object({ companyId: z.number().int() });

export interface DeliveryAttemptView {
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface DeliveryView {
  deliveryId: string;
  eventType: string;
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  attempts: DeliveryAttemptView[];
}

export interface SubscriptionView {
  combineSortKey: string;
  companyId: number;
  companyData: WebhookFields;
  locationName: string | null;
  integratorName: string | null;
  createDate: string;
  updateDate: string;
  recentDeliveries: DeliveryView[];
}

export const eventTypeLabels: Record<(typeof domainEventTypes)[number], string> = {
  "payment.completed": "Payment completed",
  "payment.refunded": "Payment refunded",
  "product.created": "Product created",
  "product.updated": "Product updated",
  "paymentQueue.created": "Parked sale or online order created",
  "paymentQueue.updated": "Parked sale or online order updated",
  "shift.ended": "Shift ended",
};

/** The form's values: every field a string, "" when left empty. */
export interface WebhookFormValues {
  eventType: string;
  integratorId: string;
  url: string;
  locationId: string;
  integratorSecret: string;
}

export const ZWebhookForm = z.object({
  eventType: zText().min(1, webhookMessages.eventTypeRequired),
  integratorId: z.string().min(1, webhookMessages.integratorRequired).max(inputLimits.id),
  url: ZWebhookFields.shape.url,
  locationId: zText(inputLimits.id),
  integratorSecret: z.string().max(200),
});

/** pos-and-accounts.md 5: an empty locationId and integratorSecret are removed before sending. */
export function webhookPayload(values: WebhookFormValues): WebhookFields {
  const fields = ZWebhookFields.parse({
    eventType: values.eventType,
    integratorId: values.integratorId,
    url: values.url,
  });
  return {
    ...fields,
    ...(values.locationId ? { locationId: values.locationId } : {}),
    ...(values.integratorSecret ? { integratorSecret: values.integratorSecret } : {}),
  };
}

const payloadEnvelope = {
  id: z.string().min(1),
  companyId: z.number().int().positive(),
  locationId: z.string().min(1).nullable(),
  createdAt: z.iso.datetime(),
};
const queueEventTypes = ["paymentQueue.created", "paymentQueue.updated"] as const;

/**
 * The JSON body of every webhook delivery (docs/webhooks.md): a public contract. Queue events carry the entry as
 * the API returns it; the other events carry their record as an object.
 */
export const ZWebhookPayload = z.discriminatedUnion("type", [
  z.object({ ...payloadEnvelope, type: z.enum(queueEventTypes), data: ZQueueEntryView }),
  z.object({
    ...payloadEnvelope,
    type: z.enum(domainEventTypes.filter((type) => !(queueEventTypes as readonly string[]).includes(type))),
    data: z.record(z.string(), z.unknown()),
  }),
]);
