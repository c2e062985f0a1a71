import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { paymentFeeMessages } from "@pos/core/payments/payment-fees.schema";
import { renderInApp } from "@/testing/render-in-app";
import { usePaymentFees } from "./use-payment-fees";

let setLines: (count: number) => void = () => undefined;

function Cart({ addFees }: { addFees: () => void }) {
  const [lines, set] = useState(0);
  setLines = set;
  usePaymentFees(lines, addFees);
  return <p>{lines} lines</p>;
}

describe("usePaymentFees", () => {
  it("says 'Failed to load payment fees' when the fees cannot be loaded as the cart gets its first line", async () => {
    window.localStorage.removeItem("paymentFees");
    const addFees = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    try {
      renderInApp(<Cart addFees={addFees} />);
      await screen.findByText("0 lines");
      act(() => setLines(1));
      expect(await screen.findByText(paymentFeeMessages.loadFailed)).toBeTruthy();
      expect(addFees).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("adds the fees it keeps while they are fresh, without loading them again", async () => {
    const fees = [{ feeName: "Bag fee", amount: 25, productId: "p-fee" }];
    window.localStorage.setItem("paymentFees", JSON.stringify({ fees, fetchedAt: Date.now() }));
    const addFees = vi.fn();
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    try {
      renderInApp(<Cart addFees={addFees} />);
      await screen.findByText("0 lines");
      act(() => setLines(1));
      await vi.waitFor(() => expect(addFees).toHaveBeenCalledWith(fees));
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
