import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { terminalMessages } from "@pos/core/terminals/terminals.schema";
import { renderInApp } from "@/testing/render-in-app";
import { TerminalTender } from "./terminal-tender";

describe("TerminalTender", () => {
  it("asks for a terminal in settings when none is selected, taking no payment", async () => {
    window.localStorage.setItem("selectedWorldpayTerminal", "t-1");
    const add = vi.fn();
    const user = userEvent.setup();
    renderInApp(<TerminalTender due={3955} add={add} disabled={false} checkoutKey={crypto.randomUUID()} />);
    expect(await screen.findByText("No Worldpay terminal selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pay $39.55 on terminal" }));
    expect(screen.getByRole("alert").textContent).toBe(terminalMessages.notSelected);
    expect(add).not.toHaveBeenCalled();
  });
});
