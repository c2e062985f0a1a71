/** Imports core: load only after the environment is set (see runtime.ts). */
import { setFeatureFlag } from "@pos/core/company/feature-flags";
import { CustomerEntity } from "@pos/core/customers/customer.entity";
import { listCustomers } from "@pos/core/customers/customers";
import { runBroadcasts } from "@pos/core/outreach/broadcast-job";
import { sendBroadcast } from "@pos/core/outreach/broadcasts";
import { setConsent } from "@pos/core/outreach/consent";
import type { ConsentSource } from "@pos/core/outreach/consent.schema";
import { enableSms } from "@pos/core/sms/sms";
import { demoRegulars } from "./demo-customers";

const sources: ConsentSource[] = ["register", "register", "web", "dashboard"];

/**
 * Green Leaf's outreach: the flag, an SMS quota of 500, SMS consent from two thirds of the regulars (most given at
 * the register), e-mail consent from the first eight (who get an address), and two past broadcasts, sent through
 * the broadcasts job like any other (the e-mails land in /dev/mailbox, the SMS in /dev/sms).
 */
export async function seedDemoOutreach(companyId: number, ownerUserId: string): Promise<void> {
  await setFeatureFlag({ companyId, flag: "platformCustomerSearchAndOutreach", enabled: true });
  await enableSms(ownerUserId, { companyId, quantity: 500 });
  for (const [index, name] of demoRegulars.entries()) {
    const [customer] = (await listCustomers({ companyId, searchQuery: name, limit: 10 })).items;
    if (!customer || index % 3 === 2) continue;
    const source = sources[index % sources.length]!;
    const customerId = customer.id;
    await setConsent(ownerUserId, { companyId, customerId, channel: "sms", granted: true, source });
    if (index >= 8) continue;
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`;
    await CustomerEntity.patch({ companyId, customerId })
      .set({ email, updateDate: new Date().toISOString() })
      .go();
    await setConsent(ownerUserId, { companyId, customerId, channel: "email", granted: true, source: "web" });
  }
  await sendBroadcast(ownerUserId, {
    companyId,
    audience: { channel: "email" },
    content: {
      subject: "Holiday hours at Green Leaf",
      message:
        "All our stores close at 6 pm on December 24 and stay closed on December 25. We reopen at 10 am on December 26.",
    },
  });
  await sendBroadcast(ownerUserId, {
    companyId,
    audience: { channel: "sms" },
    content: { subject: "", message: "New this week: BC-grown pre-rolls at Queen West. Valid ID required." },
  });
  await runBroadcasts();
}
