import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../common/errors";
import { purposeKey } from "../common/secret-box";
import { getCompany } from "../company/company";
import { CustomerEntity } from "../customers/customer.entity";
import { withdrawConsent } from "./consent";
import {
  consentMessages,
  maskEmail,
  ZUnsubscribeInput,
  type UnsubscribeDetails,
  type UnsubscribeInput,
} from "./consent.schema";

const signature = (payload: string): string =>
  createHmac("sha256", purposeKey("unsubscribe")).update(payload).digest("base64url");

/** The signed token of an e-mail's unsubscribe link: company, customer and the broadcast that carried it. */
export function unsubscribeToken(companyId: number, customerId: string, broadcastId: string): string {
  const payload = Buffer.from(JSON.stringify([companyId, customerId, broadcastId])).toString("base64url");
  return `${payload}.${signature(payload)}`;
}

function readToken(token: string): { companyId: number; customerId: string; broadcastId: string } {
  const invalid = () => new AppError("INVALID_INPUT", consentMessages.invalidLink);
  const [payload = "", signed = ""] = token.split(".");
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  try {
    const [companyId, customerId, broadcastId] = JSON.parse(
      Buffer.from(payload, "base64url").toString("utf8"),
    ) as unknown[];
    if (typeof companyId !== "number" || typeof customerId !== "string" || typeof broadcastId !== "string")
      throw invalid();
    return { companyId, customerId, broadcastId };
  } catch {
    throw invalid();
  }
}

async function tokenTarget(input: UnsubscribeInput) {
  const target = readToken(ZUnsubscribeInput.parse(input).token);
  const [company, item] = await Promise.all([
    getCompany(target.companyId),
    CustomerEntity.get({ companyId: target.companyId, customerId: target.customerId }).go({
      consistent: true,
    }),
  ]);
  if (!item.data) throw new AppError("INVALID_INPUT", consentMessages.invalidLink);
  return { target, company, customer: item.data };
}

/** What the public unsubscribe page shows before the customer confirms. */
export async function unsubscribeDetails(input: UnsubscribeInput): Promise<UnsubscribeDetails> {
  const { company, customer } = await tokenTarget(input);
  return {
    companyName: company.name,
    email: maskEmail(customer.email ?? ""),
    alreadyUnsubscribed: customer.emailConsent !== "granted",
  };
}

/** The unsubscribe link, confirmed: e-mail consent is withdrawn at once (CASL: within 10 business days). */
export async function unsubscribe(input: UnsubscribeInput): Promise<UnsubscribeDetails> {
  const { target, company, customer } = await tokenTarget(input);
  await withdrawConsent(target, "email", "unsubscribe");
  return { companyName: company.name, email: maskEmail(customer.email ?? ""), alreadyUnsubscribed: true };
}
