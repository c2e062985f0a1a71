import { describe, expect, it } from "vitest";
import type { PaymentOptionView } from "./card-payments.schema";
import type { ProviderConfig, ProviderTerminal } from "./card-provider";
import { optionsOn } from "./payment-options";

const option = (fields: Partial<PaymentOptionView> = {}): PaymentOptionView => ({
  id: "blazepay",
  provider: "blazepay",
  posAvailable: true,
  ecomAvailable: false,
  availableCountries: ["Canada"],
  posDisplayName: "BlazePay",
  minimumChargeAmount: 100,
  maximumChargeAmount: 100_000,
  iconUrl: null,
  updateDate: "2026-11-26T00:00:00.000Z",
  ...fields,
});
const approved: ProviderConfig[] = [{ provider: "blazepay", status: "APPROVED", posEnabled: true }];
const live: ProviderTerminal[] = [
  { provider: "blazepay", terminalId: "T-old", isDeleted: true },
  { provider: "blazepay", terminalId: "T-1", isDeleted: false },
];

describe("payment option is on (pos-and-accounts.md 4)", () => {
  it("is on with posAvailable, Canada, an APPROVED posEnabled config and a terminal not deleted", () => {
    expect(optionsOn([option()], approved, live, "blc-1-L")).toMatchObject([
      { provider: "blazepay", merchantId: "blc-1-L", terminalId: "T-1" },
    ]);
  });

  it("is off when any condition fails", () => {
    const off = (options: PaymentOptionView[], configs = approved, terminals = live) =>
      optionsOn(options, configs, terminals, "blc-1-L");
    expect(off([option({ posAvailable: false })])).toEqual([]);
    expect(off([option({ availableCountries: ["USA"] })])).toEqual([]);
    expect(off([option()], [{ provider: "blazepay", status: "PENDING", posEnabled: true }])).toEqual([]);
    expect(off([option()], [{ provider: "blazepay", status: "APPROVED", posEnabled: false }])).toEqual([]);
    expect(off([option()], [{ provider: "moneris", status: "APPROVED", posEnabled: true }])).toEqual([]);
    expect(off([option()], approved, [{ provider: "blazepay", terminalId: "T-old", isDeleted: true }])).toEqual([]);
    expect(off([option()], approved, [{ provider: "moneris", terminalId: "T-2", isDeleted: false }])).toEqual([]);
  });
});
