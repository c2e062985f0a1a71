import { z } from "zod";
import { ZId } from "../common/bounded.schema";

/** pos-and-accounts.md 8 "Terminals", 5 "Terminal sale" and 4 "Card terminal pairing". */
export const terminalMessages = {
  edit: "An error occurred while editing a terminal",
  connect: "An error occured while creating a connection to a terminal",
  info: "Could not retrieve terminal information!",
  refresh: "Could not get refresh terminal!",
  list: "An error occurred while retrieving the terminal list",
  remove: "An error occurred while deleting a terminal",
  paired: "Successfully created the connection!",
  notSelected: "Worldpay terminal is not selected. Please select a terminal in settings.",
  noResponse: "Worldpay response doesn't exist",
  failed: "Failed to process payment",
  refundFailed: "Failed to process refund",
  voidFailed: "The terminal approval could not be voided; it is tried again shortly",
  declined: "The card was declined. Ask for another payment.",
  offline: "The terminal is offline. Check it is switched on and connected, then try again.",
  timeout:
    "The terminal did not answer in time. Try again: the same payment is asked for, so the card is not charged twice.",
  pairingGaveUp: "The terminal did not confirm the connection. Check the code on the terminal and try again.",
  unknownConnection: "This terminal is not paired with this store",
} as const;

/** pos-and-accounts.md 9: pairing polls at the server's interval and gives up after this many polls. */
export const maxPairingPolls = 60;

const ZCents = z.number().int().min(1, "Amount must be more than $0.00").max(100_000_000);

export const ZPairTerminalInput = z.object({
  terminalId: ZId,
  pairingCode: z
    .string()
    .trim()
    .max(12, "The pairing code is the 4 to 12 digits the terminal shows")
    .regex(/^\d{4,12}$/, "The pairing code is the 4 to 12 digits the terminal shows"),
});

export const ZPairStatusInput = z.object({ requestId: ZId });
export const ZConnectionRef = z.object({ connectionId: ZId });

export const ZTerminalSaleInput = z.object({
  connectionId: ZId,
  amount: ZCents,
  /** The open sale's checkout key: only that sale's checkout may use the charge. */
  checkoutKey: z.uuid(),
  /** One per charge attempt; a retry sends the same key and the terminal is not asked twice. */
  idempotencyKey: z.uuid(),
});

export const ZTerminalRefundInput = z.object({
  connectionId: ZId,
  amount: ZCents,
  /** The sale's auth number, when refunding one. */
  originalAuthNumber: ZId.nullable().default(null),
  idempotencyKey: z.uuid(),
});

export interface TerminalView {
  terminalId: string;
  name: string;
  connectionId: string | null;
  statusCode: string;
}

export interface PairingView {
  requestId: string;
  status: "PENDING" | "RESPONSE_READY" | "FAILED";
  retryIntervalMs: number;
  connectionId: string | null;
  message: string | null;
}

/** admin.md 7: the terminal providers an admin may list a store's terminals of. */
export const terminalProviders = ["worldpay"] as const;

export const ZMerchantTerminalsInput = z.object({
  companyId: z.number().int().positive(),
  locationId: ZId,
  provider: z.enum(terminalProviders),
});

/** admin.md 8. */
export const adminTerminalsError = "There was an error fetching Adyen device IDs";
