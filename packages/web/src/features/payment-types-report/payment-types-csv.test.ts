import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { PaymentTypesReport } from "@pos/core/reports/tender-report.schema";
import { tenderKeyParts } from "@pos/core/reports/tender-report.schema";
import { paymentTypesCsvHeader, paymentTypesCsvRows } from "./payment-types-csv";

const row = (day: string, key: string, amount: number, count: number) => ({
  day,
  locationId: "loc-1",
  ...tenderKeyParts(key),
  amount,
  count,
});

describe("payment types CSV", () => {
  it("writes card types apart and a refund's negative amount as a number that parses back to the cents", () => {
    const report: PaymentTypesReport = {
      period: { from: "2026-04-01", to: "2026-04-02" },
      rows: [row("2026-04-01", "credit:VISA", 5840, 1), row("2026-04-02", "cash", -1468, 1)],
      byTender: [
        { ...tenderKeyParts("cash"), amount: -1468, count: 1 },
        { ...tenderKeyParts("credit:VISA"), amount: 5840, count: 1 },
      ],
      total: { amount: 4372, count: 2 },
    };
    const text = Papa.unparse(
      { fields: [...paymentTypesCsvHeader], data: paymentTypesCsvRows(report, () => "Queen West") },
      { escapeFormulae: true },
    );
    const parsed = Papa.parse<Record<string, string>>(text, { header: true }).data;
    expect(
      parsed.map((entry) => [entry.Day, entry["Payment type"], Math.round(Number(entry.Amount) * 100)]),
    ).toEqual([
      ["2026-04-01", "Credit · VISA", 5840],
      ["2026-04-02", "Cash", -1468],
      ["Total", "Cash", -1468],
      ["Total", "Credit · VISA", 5840],
      ["Total", "All payment types", 4372],
    ]);
  });
});
