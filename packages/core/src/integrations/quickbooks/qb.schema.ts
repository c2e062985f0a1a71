import { z } from "zod";
import { ZPageKey } from "../../common/bounded.schema";
import { ZReportDay } from "../../common/report-range.schema";
import { ZCompanyId } from "../../company/company.schema";
import { paymentTypeIds, type PaymentTypeId } from "../../payments/payment.schema";
import type { IntegrationHealth } from "../integration-health.schema";

export const qbMessages = {
  notConfigured: "QuickBooks is not configured on this server (QUICKBOOKS_* settings)",
  notConnected: "Connect QuickBooks first",
  badState: "This QuickBooks answer was not started here, or it expired: connect again",
  denied: "QuickBooks was not connected: the request was cancelled",
  refused: "QuickBooks refused the product's client credentials",
  reconnect: "QuickBooks refused the stored connection: connect again",
  unmapped: "Map the accounts in QuickBooks settings first",
  unknownAccount: "Choose accounts of the connected QuickBooks company",
  notClosed: "Only a day that has ended can be synced",
  noSales: "No sales or refunds that day",
  connected: "QuickBooks connected",
} as const;

const ZAccountId = z.string().trim().min(1, "Choose an account").max(40);

/** The QuickBooks account each part of a day's sales goes to; tenders by payment type, else `tenders`. */
export const ZQbAccountMap = z.object({
  sales: ZAccountId,
  tax: ZAccountId,
  discounts: ZAccountId,
  refunds: ZAccountId,
  tenders: ZAccountId,
  /** A tender left out (or undefined: "same as the default") posts to `tenders`. */
  tenderAccounts: z
    .partialRecord(z.enum(paymentTypeIds), ZAccountId.optional())
    .default({})
    .transform(
      (accounts) =>
        Object.fromEntries(Object.entries(accounts).filter(([, id]) => id !== undefined)) as Partial<
          Record<PaymentTypeId, string>
        >,
    ),
});
export type QbAccountMap = z.output<typeof ZQbAccountMap>;

export const ZQbCompanyInput = z.object({ companyId: ZCompanyId });

export const ZQbAccountMapInput = ZQbCompanyInput.extend({ accounts: ZQbAccountMap });
export type QbAccountMapInput = z.input<typeof ZQbAccountMapInput>;

export const ZQbCallbackInput = ZQbCompanyInput.extend({
  state: z.string().max(300),
  code: z.string().max(1000).nullable().default(null),
  realmId: z
    .string()
    .max(32)
    .regex(/^\d{1,32}$/)
    .nullable()
    .default(null),
  error: z.string().max(200).nullable().default(null),
});
export type QbCallbackInput = z.input<typeof ZQbCallbackInput>;

export const ZQbSyncInput = ZQbCompanyInput.extend({ day: ZReportDay });
export type QbSyncInput = z.input<typeof ZQbSyncInput>;

export const ZQbLogInput = ZQbCompanyInput.extend({
  limit: z.number().int().min(1).max(100).default(20),
  lastEvaluatedKey: ZPageKey.nullish(),
});
export type QbLogInput = z.input<typeof ZQbLogInput>;

export interface QbSettingsView {
  configured: boolean;
  connection: { realmId: string; health: IntegrationHealth; accounts: QbAccountMap | null } | null;
  /** The connected company's accounts (read live); empty when not connected or unreadable. */
  qbAccounts: { id: string; name: string; type: string }[];
  accountsError: string | null;
}

export const qbSyncStatuses = ["synced", "skipped", "failed"] as const;
export type QbSyncStatus = (typeof qbSyncStatuses)[number];

/** A day's journal figures in cents. */
export interface QbDayAmounts {
  sales: number;
  tax: number;
  discounts: number;
  refunds: number;
  tenders: number;
}

export interface QbSyncRow {
  day: string;
  status: QbSyncStatus;
  amounts: QbDayAmounts | null;
  journalEntryId: string | null;
  error: string | null;
  attempts: number;
  updatedAt: string;
}
