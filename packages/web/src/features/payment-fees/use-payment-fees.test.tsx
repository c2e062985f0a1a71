import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { paymentFeeMessages } from "@pos/core/payments/payment-fees.schema";
import { renderInApp } from "@/testing/render-in-app";
import { usePaymentFees } from "./use-payment-fees";

function Cart({ addFees }: { addFees: () => void }) {
  const [lines, setLines] = useState(0);
  usePaymentFees(lines, addFees);
  return (
    <button type="button" onClick={() => setLines(1)}>
      {lines} lines
    </button>
  );
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
      await userEvent.click(await screen.findByText("0 lines"));
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
      await userEvent.click(await screen.findByText("0 lines"));
      await vi.waitFor(() => expect(addFees).toHaveBeenCalledWith(fees));
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
