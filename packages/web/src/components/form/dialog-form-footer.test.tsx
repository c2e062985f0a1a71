import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { renderInApp } from "@/testing/render-in-app";
import { DialogFormFooter } from "./dialog-form-footer";

function renderFooter(props: { pending?: boolean; blocked?: boolean; onSubmit?: () => void }) {
  const onCancel = vi.fn();
  renderInApp(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Category</DialogTitle>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit?.();
          }}
        >
          <DialogFormFooter
            onCancel={onCancel}
            pending={props.pending ?? false}
            blocked={props.blocked}
            submitLabel="Add category"
          />
        </form>
      </DialogContent>
    </Dialog>,
  );
  return onCancel;
}

describe("DialogFormFooter", () => {
  it("submits the form and cancels through its own buttons", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = renderFooter({ onSubmit });
    await user.click(screen.getByRole("button", { name: "Add category" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("disables both buttons and says it is saving while pending; blocked disables the submit only", () => {
    renderFooter({ pending: true });
    expect(screen.getByRole("button", { name: /Add category/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("status", { name: "Saving" })).toBeTruthy();
  });

  it("keeps Cancel usable when only blocked", () => {
    renderFooter({ blocked: true });
    expect(screen.getByRole("button", { name: "Add category" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", false);
  });
});
