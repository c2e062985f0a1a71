import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/**
 * Express consent to commercial messages (CASL), per channel, on the customer (docs/outreach.md). Procedures:
 *   dashboard (CAN_MANAGE_CUSTOMERS): outreach.consent.{get, set}
 *   public: outreach.unsubscribe.{details, confirm} (the signed link in each broadcast e-mail)
 */
export const consentChannels = ["sms", "email"] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** Where a customer gave consent. */
export const consentSources = ["register", "dashboard", "import", "web"] as const;
export type ConsentSource = (typeof consentSources)[number];

/** How consent was withdrawn: staff recorded it, an SMS reply (STOP), or the e-mail unsubscribe link. */
export const withdrawalSources = ["register", "dashboard", "import", "web", "stop", "unsubscribe"] as const;
export type WithdrawalSource = (typeof withdrawalSources)[number];

export const consentSourceLabels: Record<WithdrawalSource, string> = {
  register: "At the register",
  dashboard: "On the dashboard",
  import: "Customer import",
  web: "On the web",
  stop: "Replied STOP to an SMS",
  unsubscribe: "Unsubscribe link in an e-mail",
};

export const consentMessages = {
  saved: "Consent saved",
  noPhone: "Add a phone number before recording SMS consent",
  noEmail: "Add an e-mail address before recording e-mail consent",
  invalidLink: "This unsubscribe link is not valid.",
  unsubscribed: "You are unsubscribed. You will not receive marketing e-mail from this store anymore.",
} as const;

export interface ChannelConsent {
  /** "none": never asked; only "granted" may be messaged. */
  status: "granted" | "withdrawn" | "none";
  date: string | null;
  source: WithdrawalSource | null;
}

export interface CustomerConsent {
  sms: ChannelConsent;
  email: ChannelConsent;
}

export interface ConsentDetails extends CustomerConsent {
  history: {
    channel: ConsentChannel;
    status: "granted" | "withdrawn";
    source: WithdrawalSource;
    date: string;
  }[];
}

export const ZSetConsentInput = z.object({
  companyId: z.coerce.number().int().positive(),
  customerId: ZId,
  channel: z.enum(consentChannels),
  granted: z.boolean(),
  /** Where the customer said so (the staff member records it). */
  source: z.enum(consentSources, "Choose where the customer gave or withdrew consent"),
});
export type SetConsentInput = z.input<typeof ZSetConsentInput>;

export const ZUnsubscribeInput = z.object({ token: z.string().min(1).max(600) });
export type UnsubscribeInput = z.input<typeof ZUnsubscribeInput>;

export interface UnsubscribeDetails {
  companyName: string;
  /** The address the e-mail went to, partly hidden. */
  email: string;
  alreadyUnsubscribed: boolean;
}

/** "alice@example.com" shows as "a***@example.com". */
export function maskEmail(email: string): string {
  const [user = "", domain = ""] = email.split("@");
  return `${user.slice(0, 1)}***@${domain}`;
}
