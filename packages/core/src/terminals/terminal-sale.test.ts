import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, saleOutcome } from "./terminal-sale";
import type { WireTransactionResult } from "./terminal-wire";

const answer = (responseCode: string, approvedAmount: string): WireTransactionResult => ({
  reference: "r",
  responseCode,
  statusCode: "Approved",
  transactionAmount: "100.02",
  approvedAmount,
  authNumber: "123456",
  transactionId: "TX-1",
  cardLogo: "VISA",
  last4: "4242",
});

describe("terminal sale outcome", () => {
  it("completes an approved code for the amount asked", () => {
    expect(saleOutcome(answer("00", "0.00"), 10_002)).toEqual({ status: "approved", amount: 10_002 });
  });

  it("treats any other code as a partial approval of the approved amount in cents", () => {
    expect(saleOutcome(answer("10", "50.00"), 10_002)).toEqual({ status: "partial", amount: 5000 });
    expect(saleOutcome(answer("10", "0.1"), 10_002)).toEqual({ status: "partial", amount: 10 });
    expect(saleOutcome(answer("10", "999.99"), 10_002)).toEqual({ status: "partial", amount: 10_002 });
    expect(saleOutcome(answer("05", "0.00"), 10_002)).toEqual({ status: "declined", amount: 0 });
  });

  it("converts text amounts exactly", () => {
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("12")).toBe(1200);
    expect(dollarsToCents("abc")).toBe(0);
    expect(centsToDollars(1999)).toBe("19.99");
    expect(centsToDollars(7)).toBe("0.07");
    expect(centsToDollars(-1205)).toBe("-12.05");
  });
});
