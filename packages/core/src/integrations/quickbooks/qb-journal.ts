import type { RollupMeasures } from "../../reports/reports.schema";
import type { QbJournalEntryInput } from "./qb-wire";
import type { QbAccountMap, QbDayAmounts } from "./qb.schema";

export interface JournalLine {
  accountId: string;
  posting: "Debit" | "Credit";
  cents: number;
  description: string;
}

export interface DayJournal {
  amounts: QbDayAmounts;
  lines: JournalLine[];
}

const tenderAccount = (key: string, map: QbAccountMap): string => {
  const paymentTypeId = key.split(":")[0] as keyof QbAccountMap["tenderAccounts"];
  return map.tenderAccounts[paymentTypeId] ?? map.tenders;
};

/**
 * A day's sales as one balanced journal entry (cents). Credits: sales (goods, deposits and tips, net of what was
 * refunded of them) and tax collected (net of refunded tax). Debits: discounts, refunds (their pre-tax part) and
 * the money taken per tender (a tender that paid out more than it took is a credit). Whatever the tenders do not
 * explain (cash rounding) goes to the sales account as a rounding line. null: nothing happened that day.
 */
export function dayJournal(
  measures: RollupMeasures,
  tenders: ReadonlyMap<string, number>,
  map: QbAccountMap,
): DayJournal | null {
  const refundsNet = measures.refunds - measures.refundTax - measures.refundDeposits - measures.refundTips;
  const amounts: QbDayAmounts = {
    sales: measures.gross + measures.deposits - measures.refundDeposits + measures.tips - measures.refundTips,
    tax: measures.tax - measures.refundTax,
    discounts: measures.discounts,
    refunds: refundsNet,
    tenders: [...tenders.values()].reduce((sum, cents) => sum + cents, 0),
  };
  const signed = new Map<string, { accountId: string; description: string; debit: number }>();
  const add = (accountId: string, description: string, debit: number) => {
    const key = `${accountId}\u0000${description}`;
    const line = signed.get(key) ?? { accountId, description, debit: 0 };
    line.debit += debit;
    signed.set(key, line);
  };
  add(map.sales, "Sales", -amounts.sales);
  add(map.tax, "Sales tax collected", -amounts.tax);
  add(map.discounts, "Discounts", amounts.discounts);
  add(map.refunds, "Refunds", amounts.refunds);
  for (const [key, cents] of tenders) add(tenderAccount(key, map), `Tender: ${key}`, cents);
  const difference = [...signed.values()].reduce((sum, line) => sum + line.debit, 0);
  if (difference !== 0) add(map.sales, "Rounding difference", -difference);
  const lines = [...signed.values()]
    .filter((line) => line.debit !== 0)
    .map((line): JournalLine => ({
      accountId: line.accountId,
      posting: line.debit > 0 ? "Debit" : "Credit",
      cents: Math.abs(line.debit),
      description: line.description,
    }));
  return lines.length === 0 ? null : { amounts, lines };
}

export function journalEntryOf(day: string, journal: DayJournal): QbJournalEntryInput {
  return {
    TxnDate: day,
    DocNumber: `POS-${day}`,
    PrivateNote: `Greenline POS daily sales ${day}`,
    Line: journal.lines.map((line) => ({
      Amount: line.cents / 100,
      Description: line.description,
      DetailType: "JournalEntryLineDetail",
      JournalEntryLineDetail: { PostingType: line.posting, AccountRef: { value: line.accountId } },
    })),
  };
}
