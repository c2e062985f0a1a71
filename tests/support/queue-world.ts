import { randomBytes } from "node:crypto";
import { systemActor } from "@pos/core/audit/audit";
import { nowIso } from "@pos/core/common/clock";
import { DomainEvent } from "@pos/core/events/domain-event.entity";
import { ExternalSource } from "@pos/core/integrations/external-source.entity";
import {
  externalSourcePermissions,
  type ExternalSourcePermissionId,
} from "@pos/core/integrations/external-source.schema";
import { hashApiKey } from "@pos/core/integrations/external-sources";
import { connectSource } from "@pos/core/integrations/source-connections";
import type { QueueEntryView } from "@pos/core/payment-queue/payment-queue.schema";
import { createContext } from "@pos/functions/trpc/context";
import { productItem, putProducts, testId } from "./catalog";
import { openShift } from "./register";
import { createCaller, randomAddress, uniqueName } from "./world";

/** A register with an open shift (Avery current) and two products: $10.00 and $25.50. */
export async function queueWorld() {
  const world = await openShift();
  const [gummies, preRoll] = await putProducts([
    productItem(world.companyId, { name: "Gummies", price: 1000 }),
    productItem(world.companyId, { name: "Pre-roll", price: 2550 }),
  ]);
  if (!gummies || !preRoll) throw new Error("products not written");
  const line = (productId: string, quantity: number, price: number) => ({
    productId,
    quantity,
    price,
  });
  return { ...world, products: { gummies, preRoll }, line };
}

/** An external source written the way the admin screen stores it (its key's hash), connected to `companies`. */
export async function makeSource(
  companies: number[],
  permissions: ExternalSourcePermissionId[] = ["CREATE_ONLINE_ORDERS"],
) {
  const apiKey = `qwk_${randomBytes(16).toString("hex")}`;
  const at = nowIso();
  const source = {
    sourceId: testId("src"),
    name: uniqueName("Leafly"),
    isMarketplace: true,
    apiKeyHash: hashApiKey(apiKey),
    apiKeyLast4: apiKey.slice(-4),
    permissions: permissions.map((id, indexOrder) => ({
      id,
      name: externalSourcePermissions.find((entry) => entry.id === id)?.name ?? id,
      indexOrder,
    })),
    createDate: at,
    updateDate: at,
  };
  await ExternalSource.create(source).go();
  for (const companyId of companies)
    await connectSource({ companyId, sourceId: source.sourceId }, systemActor);
  return { ...source, apiKey, caller: await integrationCaller(apiKey) };
}

/** A caller sending `x-api-key` (and nothing else), as an integrator's server does. */
export async function integrationCaller(apiKey?: string) {
  return createCaller(await createContext({ authorization: undefined, apiKey, sourceIp: randomAddress() }));
}

/** The webhook events written for one queue entry, in order: [type, status]. */
export async function eventsOf(companyId: number, entryId: string) {
  const events = await DomainEvent.query.byCompany({ companyId }).go({ pages: "all" });
  return events.data
    .filter((event) => (event.data as QueueEntryView).id === entryId)
    .map((event) => [event.type, (event.data as QueueEntryView).status]);
}
