import { describe, expect, it } from "vitest";
import { paymentFeeTtlMs, shouldRefetchFees } from "./payment-fees.schema";

const stored = (fetchedAt: number) => ({ fees: [], fetchedAt });

describe("payment fee refetch", () => {
  it("refetches only when the cart goes from 0 to 1 line", () => {
    expect(shouldRefetchFees(0, 1, null, 1_000)).toBe(true);
    expect(shouldRefetchFees(1, 2, null, 1_000)).toBe(false);
    expect(shouldRefetchFees(0, 0, null, 1_000)).toBe(false);
    expect(shouldRefetchFees(2, 1, null, 1_000)).toBe(false);
  });

  it("refetches when the stored fees are missing or older than 300000 ms", () => {
    expect(paymentFeeTtlMs).toBe(300_000);
    expect(shouldRefetchFees(0, 1, stored(0), paymentFeeTtlMs)).toBe(false);
    expect(shouldRefetchFees(0, 1, stored(0), paymentFeeTtlMs + 1)).toBe(true);
  });
});
