import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { getCompany, listLocations } from "../company/company";
import { ExternalSource } from "../integrations/external-source.entity";
import { isConditionFailure } from "../db/conditions";
import { isPermittedWebhookUrl } from "./address-policy";
import { recentDeliveries } from "./deliveries";
import { WebhookSubscription, type WebhookSubscriptionItem } from "./webhook.entity";
import {
  maxSubscriptionsPerCompany,
  webhookMessages,
  ZCompanyRef,
  ZCreateSubscriptionInput,
  ZSubscriptionRef,
  ZUpdateSubscriptionInput,
  type CreateSubscriptionInput,
  type DeliveryView,
  type SubscriptionRef,
  type SubscriptionView,
  type UpdateSubscriptionInput,
  type WebhookFields,
} from "./webhook.schema";

const notFound = () => new AppError("NOT_FOUND", webhookMessages.notFound);

export async function subscriptionsOf(companyId: number): Promise<WebhookSubscriptionItem[]> {
  return (await WebhookSubscription.query.byCompany({ companyId }).go({ pages: "all" })).data;
}

/** The URL must lead outside (docs/webhooks.md), the integrator must exist, the location must be the company's. */
async function assertRefs(companyId: number, fields: WebhookFields): Promise<void> {
  if (!isPermittedWebhookUrl(fields.url)) throw new AppError("INVALID_INPUT", webhookMessages.urlNotPublic);
  const source = await ExternalSource.get({ sourceId: fields.integratorId }).go();
  if (!source.data) throw new AppError("INVALID_INPUT", webhookMessages.unknownIntegrator);
  if (fields.locationId === undefined) return;
  const locations = await listLocations(companyId);
  if (!locations.some((location) => location.id === fields.locationId))
    throw new AppError("INVALID_INPUT", webhookMessages.unknownLocation);
}

const fieldsOf = (item: WebhookSubscriptionItem): WebhookFields => ({
  eventType: item.eventType,
  integratorId: item.integratorId,
  url: item.url,
  ...(item.locationId ? { locationId: item.locationId } : {}),
  ...(item.integratorSecret ? { integratorSecret: item.integratorSecret } : {}),
});

function toView(
  item: WebhookSubscriptionItem,
  names: { locations: Map<string, string>; sources: Map<string, string> },
  deliveries: DeliveryView[],
): SubscriptionView {
  return {
    combineSortKey: item.combineSortKey,
    companyId: item.companyId,
    companyData: fieldsOf(item),
    locationName: item.locationId ? (names.locations.get(item.locationId) ?? null) : null,
    integratorName: names.sources.get(item.integratorId) ?? null,
    createDate: item.createDate,
    updateDate: item.updateDate,
    recentDeliveries: deliveries,
  };
}

async function namesOf(companyId: number) {
  const [locations, sources] = await Promise.all([
    listLocations(companyId),
    ExternalSource.query.all({}).go({ pages: "all", attributes: ["sourceId", "name"] }),
  ]);
  return {
    locations: new Map(locations.map((location) => [location.id, location.name])),
    sources: new Map(sources.data.map((source) => [source.sourceId, source.name])),
  };
}

export async function listSubscriptions(input: { companyId: number }): Promise<SubscriptionView[]> {
  const { companyId } = ZCompanyRef.parse(input);
  await getCompany(companyId);
  const [items, names] = await Promise.all([subscriptionsOf(companyId), namesOf(companyId)]);
  const deliveries = await Promise.all(items.map((item) => recentDeliveries(companyId, item.combineSortKey)));
  return items.map((item, index) => toView(item, names, deliveries[index] ?? []));
}

async function viewOf(item: WebhookSubscriptionItem): Promise<SubscriptionView> {
  return toView(
    item,
    await namesOf(item.companyId),
    await recentDeliveries(item.companyId, item.combineSortKey),
  );
}

export async function createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionView> {
  const { companyId, ...fields } = ZCreateSubscriptionInput.parse(input);
  await getCompany(companyId);
  await assertRefs(companyId, fields);
  if ((await subscriptionsOf(companyId)).length >= maxSubscriptionsPerCompany)
    throw new AppError("INVALID_INPUT", webhookMessages.tooMany(maxSubscriptionsPerCompany));
  const date = nowIso();
  const created = await WebhookSubscription.create({
    companyId,
    combineSortKey: `${fields.eventType}#${fields.integratorId}#${randomUUID().slice(0, 8)}`,
    ...fields,
    createDate: date,
    updateDate: date,
  }).go();
  return viewOf(created.data);
}

export async function updateSubscription(input: UpdateSubscriptionInput): Promise<SubscriptionView> {
  const { companyId, combineSortKey, ...fields } = ZUpdateSubscriptionInput.parse(input);
  await assertRefs(companyId, fields);
  const stored = (await WebhookSubscription.get({ companyId, combineSortKey }).go({ consistent: true })).data;
  if (!stored) throw notFound();
  const item: WebhookSubscriptionItem = {
    companyId,
    combineSortKey,
    ...fields,
    createDate: stored.createDate,
    updateDate: nowIso(),
  };
  try {
    await WebhookSubscription.put(item)
      .where((attributes, { eq }) => eq(attributes.updateDate, stored.updateDate))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("CONFLICT", webhookMessages.updateError);
    throw error;
  }
  return viewOf(item);
}

export async function deleteSubscription(ref: SubscriptionRef): Promise<void> {
  const { companyId, combineSortKey } = ZSubscriptionRef.parse(ref);
  try {
    await WebhookSubscription.delete({ companyId, combineSortKey })
      .where((attributes, { exists }) => exists(attributes.combineSortKey))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
}

/** What the subscriptions page needs besides the list: the header's company name and the form's choices. */
export async function subscriptionFormOptions(input: { companyId: number }) {
  const { companyId } = ZCompanyRef.parse(input);
  const company = await getCompany(companyId);
  const names = await namesOf(companyId);
  const options = (map: Map<string, string>) =>
    [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return {
    companyName: company.name,
    locations: options(names.locations),
    integrators: options(names.sources),
  };
}
