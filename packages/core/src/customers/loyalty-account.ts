import { randomUUID } from "node:crypto";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { Company } from "../company/company.entity";
import { getCompanyFlags } from "../company/feature-flags";
import { isConditionFailure } from "../db/conditions";
import { queryPage } from "../db/pagination";
import { defaultLoyaltyPointsMultiplier, ZLoyaltyPointsMultiplier } from "../discounts/loyalty.schema";
import { customerIndexOf } from "./customer-search";
import { customerService, LoyaltyLedgerEntity, type LoyaltyLedgerItem } from "./customer.entity";
import type { CustomerListRow } from "./customer.schema";
import { readCustomer } from "./customers";
import {
  loyaltyMessages,
  ZAdjustBalanceInput,
  ZLedgerInput,
  ZSetMultiplierInput,
  ZTopCustomersInput,
  type AdjustBalanceInput,
  type AdjustedBalances,
  type LedgerEntry,
  type LedgerInput,
  type LedgerPage,
  type LoyaltySettingsView,
  type SetMultiplierInput,
  type TopCustomersInput,
} from "./loyalty-account.schema";

const companyNotFound = () => new AppError("NOT_FOUND", "Company not found");

/** Company metadata loyaltyPointsMultiplier (a string, as all metadata); missing or unreadable means 100. */
export function multiplierOf(metaData: Record<string, string> | undefined): number {
  const parsed = ZLoyaltyPointsMultiplier.safeParse(Number(metaData?.loyaltyPointsMultiplier ?? Number.NaN));
  return parsed.success ? parsed.data : defaultLoyaltyPointsMultiplier;
}

export async function getLoyaltyMultiplier(companyId: number): Promise<number> {
  const result = await Company.get({ companyId }).go({ attributes: ["metaData"], consistent: true });
  if (!result.data) throw companyNotFound();
  return multiplierOf(result.data.metaData);
}

export async function getLoyaltySettings(companyId: number): Promise<LoyaltySettingsView> {
  const [loyaltyPointsMultiplier, flags] = await Promise.all([
    getLoyaltyMultiplier(companyId),
    getCompanyFlags(companyId),
  ]);
  return {
    loyaltyPointsMultiplier,
    canAccessLoyalty: flags.permissions.canAccessLoyalty,
    canUseExternalLoyalty: flags.permissions.canUseExternalLoyalty,
    autoLoyaltyDiscount: flags.featureFlags.autoLoyaltyDiscount,
  };
}

/** Sets the one metadata key in place, leaving the company's other metadata as it is. */
export async function setLoyaltyMultiplier(input: SetMultiplierInput): Promise<LoyaltySettingsView> {
  const { companyId, loyaltyPointsMultiplier } = ZSetMultiplierInput.parse(input);
  try {
    await Company.patch({ companyId })
      .data((attributes, { set }) =>
        set(attributes.metaData.loyaltyPointsMultiplier, String(loyaltyPointsMultiplier)),
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw companyNotFound();
    throw error;
  }
  return getLoyaltySettings(companyId);
}

const toEntry = (item: LoyaltyLedgerItem): LedgerEntry => ({
  entryId: item.entryId,
  customerId: item.customerId,
  balance: item.balance,
  change: item.change,
  balanceAfter: item.balanceAfter,
  reason: item.reason,
  actorId: item.actorId,
  createDate: item.createDate,
});

const maxAttempts = 5;

/**
 * Adds `change` to one balance with a ledger entry, in one transaction. The write is conditioned on the balance
 * read just before, so the entry's balanceAfter is exact and a balance never goes below 0; a concurrent change
 * makes it read again.
 */
export async function adjustBalance(input: AdjustBalanceInput, actorId: string): Promise<AdjustedBalances> {
  const { companyId, customerId, balance, change, reason } = ZAdjustBalanceInput.parse(input);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const customer = await readCustomer(companyId, customerId);
    const before = customer[balance];
    const after = before + change;
    if (after < 0) {
      const message =
        balance === "loyaltyPoints" ? loyaltyMessages.negativePoints(before) : loyaltyMessages.negativeCredit;
      throw new AppError("INVALID_INPUT", message);
    }
    const createDate = nowIso();
    const entry: LoyaltyLedgerItem = {
      companyId,
      customerId,
      entryId: `${createDate}#${randomUUID().slice(0, 8)}`,
      balance,
      change,
      balanceAfter: after,
      reason,
      actorId,
      createDate,
    };
    const result = await customerService.transaction
      .write(({ customer: customers, ledger }) => [
        customers
          .patch({ companyId, customerId })
          .set({ [balance]: after, updateDate: createDate })
          .where((attributes, { eq }) => eq(attributes[balance], before))
          .commit(),
        ledger.create(entry).commit(),
      ])
      .go();
    // Canceled: the balance moved since it was read (or the customer is gone): read again.
    if (result.canceled) continue;
    const balances = { ...customer, [balance]: after };
    return {
      customerId,
      loyaltyPoints: balances.loyaltyPoints,
      creditBalance: balances.creditBalance,
      entry: toEntry(entry),
    };
  }
  throw new AppError("CONFLICT", "The customer's balance changed at the same time; try again.");
}

/** The customer's ledger, newest first, one DynamoDB page at a time. */
export async function loyaltyLedger(input: LedgerInput): Promise<LedgerPage> {
  const { companyId, customerId, limit, lastEvaluatedKey } = ZLedgerInput.parse(input);
  await readCustomer(companyId, customerId);
  const params = LoyaltyLedgerEntity.query.byCustomer({ companyId, customerId }).params();
  return queryPage(
    { ...params, ScanIndexForward: false },
    (items) => LoyaltyLedgerEntity.parse({ Items: items }).data.map(toEntry),
    { limit, lastEvaluatedKey },
  );
}

export async function topCustomers(input: TopCustomersInput): Promise<CustomerListRow[]> {
  const { companyId, limit } = ZTopCustomersInput.parse(input);
  return (await customerIndexOf(companyId)).top(limit);
}
