import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/testing/render-in-app";
import { DeleteDialog } from "./delete-dialog";

const refusal = () =>
  TRPCClientError.from({
    error: { message: "This role is still assigned to 2 employees", code: -32600, data: { httpStatus: 409 } },
  });

function renderDialog(props: { usedBy?: number; onDelete: () => Promise<unknown> }) {
  const onClose = vi.fn();
  renderInApp(
    <DeleteDialog
      noun="tax group"
      name="Ontario"
      open
      onClose={onClose}
      description={<p>The group and its taxes are removed for good.</p>}
      {...props}
    />,
  );
  return onClose;
}

describe("DeleteDialog", () => {
  it("names what it deletes, deletes on confirm, then closes with a toast", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => undefined);
    const onClose = renderDialog({ onDelete });
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText('Delete the tax group "Ontario"?')).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete tax group" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('The tax group "Ontario" was deleted')).toBeTruthy();
  });

  it("keeps the server's refusal in view and stays open", async () => {
    const user = userEvent.setup();
    const onClose = renderDialog({ onDelete: () => Promise.reject(refusal()) });
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete tax group" }));
    expect(await within(dialog).findByText("The tax group was not deleted")).toBeTruthy();
    expect(within(dialog).getByText("This role is still assigned to 2 employees")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Delete tax group" })).toHaveProperty("disabled", true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says a record still used by products is in use before the server is asked", async () => {
    const onDelete = vi.fn(async () => undefined);
    renderDialog({ usedBy: 3, onDelete });
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("This tax group is in use")).toBeTruthy();
    expect(
      within(dialog).getByText("3 products use this tax group. Choose another tax group for them first."),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Delete tax group" })).toHaveProperty("disabled", true);
    expect(onDelete).not.toHaveBeenCalled();
  });
});
