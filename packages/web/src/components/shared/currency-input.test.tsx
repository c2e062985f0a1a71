import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CurrencyInput } from "./currency-input";

/** The input as a form holds it: the cents it reports are what it is given back. */
function Amount({
  initial = null,
  onlyPositive = false,
}: {
  initial?: number | null;
  onlyPositive?: boolean;
}) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="amount">Amount</label>
      <CurrencyInput id="amount" value={cents} onChange={setCents} onlyPositive={onlyPositive} />
      <output aria-label="Cents">{cents === null ? "empty" : String(cents)}</output>
    </>
  );
}

const amount = () => screen.getByLabelText<HTMLInputElement>("Amount");
const cents = () => screen.getByLabelText("Cents").textContent;

describe("CurrencyInput", () => {
  it("takes dollars as typed and gives the form integer cents", async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), "12.34");
    expect(amount().value).toBe("12.34");
    expect(cents()).toBe("1234");
  });

  it("reads whole dollars as dollars and shows two decimals once left", async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), "50");
    expect(cents()).toBe("5000");
    await user.tab();
    expect(amount().value).toBe("50.00");
  });

  it("drops letters and a third decimal", async () => {
    const user = userEvent.setup();
    render(<Amount />);
    await user.type(amount(), "1a2b.3c45");
    expect(amount().value).toBe("12.34");
    expect(cents()).toBe("1234");
  });

  it("keeps the caret where it was typed, also when the keystroke was dropped", async () => {
    const user = userEvent.setup();
    render(<Amount initial={1234} />);
    const input = amount();
    await user.click(input);
    input.setSelectionRange(2, 2);
    await user.keyboard("x");
    expect(input.value).toBe("12.34");
    expect(input.selectionStart).toBe(2);
    await user.keyboard("5");
    expect(input.value).toBe("125.34");
    expect(input.selectionStart).toBe(3);
    expect(cents()).toBe("12534");
  });

  it("selects what is there on focus, so typing replaces it", async () => {
    const user = userEvent.setup();
    render(<Amount initial={999} />);
    await user.click(amount());
    await user.keyboard("7");
    expect(amount().value).toBe("7");
    expect(cents()).toBe("700");
  });

  it("makes a minus sign negative, unless only positive amounts are allowed", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Amount />);
    await user.type(amount(), "-5");
    expect(cents()).toBe("-500");
    unmount();
    render(<Amount onlyPositive />);
    await user.type(amount(), "-5");
    expect(amount().value).toBe("5");
    expect(cents()).toBe("500");
  });
});
