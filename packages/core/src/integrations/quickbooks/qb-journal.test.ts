import { describe, expect, it } from "vitest";
import { emptyMeasures } from "../../reports/rollup-query";
import { dayJournal } from "./qb-journal";
import type { QbAccountMap } from "./qb.schema";

const map: QbAccountMap = {
  sales: "S",
  tax: "T",
  discounts: "D",
  refunds: "R",
  tenders: "U",
  tenderAccounts: { cash: "C" },
};

const sum = (lines: { posting: string; cents: number }[], posting: string) =>
  lines.filter((line) => line.posting === posting).reduce((total, line) => total + line.cents, 0);

describe("dayJournal", () => {
  it("balances sales, tax, discounts, refunds and tenders, each tender to its account", () => {
    const measures = {
      ...emptyMeasures(),
      gross: 10_000,
      discounts: 1_000,
      tax: 1_170,
      deposits: 20,
      tips: 300,
      refunds: 1_130,
      refundTax: 130,
    };
    // Money in: 10 000 − 1 000 + 1 170 + 20 + 300 = 10 490; back: 1 130; net 9 360.
    const tenders = new Map([
      ["cash", 4_000],
      ["credit:VISA", 5_360],
    ]);
    const journal = dayJournal(measures, tenders, map)!;
    expect(journal.amounts).toEqual({
      sales: 10_320,
      tax: 1_040,
      discounts: 1_000,
      refunds: 1_000,
      tenders: 9_360,
    });
    expect(sum(journal.lines, "Debit")).toBe(sum(journal.lines, "Credit"));
    expect(journal.lines).toEqual(
      expect.arrayContaining([
        { accountId: "C", posting: "Debit", cents: 4_000, description: "Tender: cash" },
        { accountId: "U", posting: "Debit", cents: 5_360, description: "Tender: credit:VISA" },
        { accountId: "S", posting: "Credit", cents: 10_320, description: "Sales" },
      ]),
    );
    expect(journal.lines.some((line) => line.description === "Rounding difference")).toBe(false);
  });

  it("posts cash rounding to the sales account and a tender that paid out as a credit", () => {
    const measures = { ...emptyMeasures(), gross: 1_000, tax: 130, refunds: 2_260, refundTax: 260 };
    // Sales 1 130 collected (rounded to 1 130 − 2 = 1 128 in cash); 2 260 refunded by debit.
    const journal = dayJournal(
      measures,
      new Map([
        ["cash", 1_128],
        ["debit", -2_260],
      ]),
      map,
    )!;
    expect(sum(journal.lines, "Debit")).toBe(sum(journal.lines, "Credit"));
    expect(journal.lines).toEqual(
      expect.arrayContaining([
        { accountId: "U", posting: "Credit", cents: 2_260, description: "Tender: debit" },
        { accountId: "S", posting: "Debit", cents: 2, description: "Rounding difference" },
      ]),
    );
  });

  it("is null for a day with nothing", () => {
    expect(dayJournal(emptyMeasures(), new Map(), map)).toBeNull();
  });
});
