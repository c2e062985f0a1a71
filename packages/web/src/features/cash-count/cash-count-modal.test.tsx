import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CashCountModal, type CashCountResult } from "./cash-count-modal";

const passcodeStep = {
  title: "End the shift",
  description: "Confirm with your passcode.",
  submitLabel: "End shift",
  note: "The shift closes with this count.",
};

function renderCount(options: { passcode?: boolean } = {}) {
  const onSubmit = vi.fn<(result: CashCountResult) => void>();
  render(
    <CashCountModal
      open
      onOpenChange={() => undefined}
      title="Count the drawer"
      description="Coins and bills in the drawer."
      country="Canada"
      passcodeStep={options.passcode ? passcodeStep : undefined}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const total = () => screen.getByTestId("count-total").textContent;

describe("CashCountModal", () => {
  it("totals the counts as they are typed, keeping digits only", async () => {
    const user = userEvent.setup();
    const onSubmit = renderCount();
    expect(total()).toBe("$0.00");
    const continueButton = screen.getByRole("button", { name: "Continue" });
    expect(continueButton).toHaveProperty("disabled", true);

    await user.type(screen.getByLabelText("$0.25"), "4");
    expect(total()).toBe("$1.00");
    await user.type(screen.getByLabelText("$5.00"), "2x");
    expect(screen.getByLabelText<HTMLInputElement>("$5.00").value).toBe("2");
    expect(total()).toBe("$11.00");
    await user.type(screen.getByLabelText("$0.10"), "3");
    expect(total()).toBe("$11.30");
    await user.clear(screen.getByLabelText("$0.10"));
    expect(total()).toBe("$11.00");

    await user.click(continueButton);
    expect(onSubmit).toHaveBeenCalledWith({ count: { "25": 4, "500": 2 }, total: 1100, passcode: "" });
  });

  it("with a passcode step, asks to skip or count before Next, and sends the skip as no count", async () => {
    const user = userEvent.setup();
    const onSubmit = renderCount({ passcode: true });
    expect(screen.getByRole("button", { name: "Skip or add counts to proceed" })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(screen.getByLabelText("Skip count"));
    expect(screen.getByLabelText("$0.25").closest("fieldset")).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("End the shift")).toBeTruthy();
    const end = screen.getByRole("button", { name: "End shift" });
    expect(end).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("Your passcode"), "1234");
    await user.click(end);
    expect(onSubmit).toHaveBeenCalledWith({ count: null, total: null, passcode: "1234" });
  });
});
