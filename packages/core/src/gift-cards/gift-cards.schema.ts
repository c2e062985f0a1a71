import { z } from "zod";
import { ZCompanyId } from "../company/company.schema";
import { ZPasscode } from "../auth/passcode.schema";
import { zText } from "../common/bounded.schema";

/** A gift card's number as printed: 8 to 19 digits (spaces and dashes typed between groups are dropped). */
export const ZGiftCardNumber = z
  .string()
  .max(40, "A gift card number is 8 to 19 digits")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{8,19}$/, "A gift card number is 8 to 19 digits"));

const ZCents = z.number().int().min(1, "Amount must be more than $0.00").max(100_000_000);

export const giftCardMessages = {
  notEnabled: "Gift cards are not set up for this company. The owner turns them on in Settings › Gift cards.",
  unknownCard: "This gift card is not known. Check the number.",
  insufficient: (balance: string) => `This gift card has only ${balance} left`,
  unavailable: "The gift-card provider could not be reached. Try again.",
  credentials:
    "The gift-card provider refused the company's credentials. Check them in Settings › Gift cards.",
  numberRequired: (name: string) => `Enter the gift card number for ${name}`,
  notGiftCard: (name: string) => `${name} is not a gift card`,
  oneCard: (name: string) => `Sell one ${name} per line`,
  secretRequired: "Enter the client secret",
  keyReused: "This payment key was already used for another payment",
  noRefundPermission: "This passcode does not belong to an employee who may issue refunds",
  reasonRequired: "Enter the reason for the credit",
} as const;

export const ZGiftCardSettingsRef = z.object({ companyId: ZCompanyId });

export const ZSaveGiftCardSettingsInput = z.object({
  companyId: ZCompanyId,
  enabled: z.boolean(),
  clientId: z.string().trim().min(1, "Enter the client id").max(200),
  /** Null keeps the secret already set (it is never sent back). */
  clientSecret: z.string().max(500).nullable().default(null),
});
export type SaveGiftCardSettingsInput = z.input<typeof ZSaveGiftCardSettingsInput>;

export interface GiftCardSettingsView {
  enabled: boolean;
  clientId: string | null;
  secretSet: boolean;
}

export const ZGiftCardRef = z.object({ cardNumber: ZGiftCardNumber });

export const ZRedeemGiftCardInput = z.object({
  cardNumber: ZGiftCardNumber,
  amount: ZCents,
  /** The open sale's checkout key: only that sale's checkout may use the redemption. */
  checkoutKey: z.uuid(),
  /** One per redemption; a retry sends the same key and the card is charged once. */
  idempotencyKey: z.uuid(),
});

export const ZRefundToGiftCardInput = z.object({
  cardNumber: ZGiftCardNumber,
  amount: ZCents,
  idempotencyKey: z.uuid(),
  /** An employee with CAN_ISSUE_REFUNDS: value put on a card is money the store owes. */
  passcode: ZPasscode,
  reason: zText(500).trim().min(1, giftCardMessages.reasonRequired),
});

/** The open sale whose terminal and gift-card charges the register asks for again. */
export const ZOpenSaleChargesInput = z.object({ checkoutKey: z.uuid() });

export interface GiftCardBalanceView {
  cardNumber: string;
  masked: string;
  balance: number;
}

export interface GiftCardLiabilityRow {
  masked: string;
  balance: number;
  issuedAt: string;
  updateDate: string;
}

/** Value put on a card outside a sale, as settings/giftcards lists it. */
export interface GiftCardCreditView {
  masked: string;
  amount: number;
  balanceAfter: number;
  employeeName: string;
  reason: string;
  locationId: string;
  createDate: string;
}

export interface GiftCardLiabilityView {
  cards: GiftCardLiabilityRow[];
  /** The latest credits (value put on cards outside a sale), newest first. */
  credits: GiftCardCreditView[];
  /** What the owner owes card holders: the sum of the balances. */
  total: number;
  count: number;
}

/** "•••• 1234": the number is a bearer credential, so lists and receipts show its last four digits. */
export const maskCardNumber = (cardNumber: string) => `•••• ${cardNumber.slice(-4)}`;
