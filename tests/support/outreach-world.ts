import { randomBytes } from "node:crypto";
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import type { Caller } from "./world";
import { emailsTo } from "@pos/core/email/outbox";
import { SmsOutbox } from "@pos/core/sms/sms-outbox.entity";
import type { ConsentSource } from "@pos/core/outreach/consent.schema";
import { companyWithManager } from "./staff";

/** A phone number no other test uses (555-01xx is reserved for fiction; the rest is random). */
export const uniquePhone = (): string =>
  `+1${["416", ...randomBytes(4)].join("").replace(/\D/g, "").slice(0, 10).padEnd(10, "7")}`;

export interface CustomerSpec {
  name: string;
  email?: boolean;
  phone?: boolean;
  consent?: { sms?: boolean; email?: boolean; source?: ConsentSource };
}

/** Adds a customer through the router, with an address per channel asked for and the consent given or withdrawn. */
export async function addCustomer(caller: Caller, companyId: number, spec: CustomerSpec) {
  const email =
    spec.email === false
      ? null
      : `${spec.name.toLowerCase()}-${randomBytes(3).toString("hex")}@customer.test`;
  const phone = spec.phone === false ? null : uniquePhone();
  const customer = await caller.customers.create({ companyId, customer: { name: spec.name, email, phone } });
  const source = spec.consent?.source ?? "dashboard";
  for (const channel of ["sms", "email"] as const) {
    const granted = spec.consent?.[channel];
    if (granted === undefined) continue;
    await caller.outreach.consent.set({ companyId, customerId: customer.id, channel, granted, source });
  }
  return customer;
}

/** A company with the outreach flag on and its owner's caller. */
export async function outreachWorld() {
  const world = await companyWithManager();
  await setFeatureFlag({
    companyId: world.companyId,
    flag: "platformCustomerSearchAndOutreach",
    enabled: true,
  });
  return world;
}

export async function smsTo(phone: string) {
  return (await SmsOutbox.query.byRecipient({ to: phone }).go({ order: "desc" })).data;
}

/** The broadcast e-mails one address received. */
export async function broadcastMail(email: string) {
  return (await emailsTo(email)).filter((mail) => mail.text.includes("/unsubscribe?token="));
}

export const unsubscribeTokenIn = (text: string): string =>
  /\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1] ?? "";
