import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ArchiveRestore, UserX } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/testing/render-in-app";
import { RowActionsMenu } from "./row-actions-menu";

const items = () => screen.getAllByRole("menuitem").map((item) => item.textContent);

describe("RowActionsMenu", () => {
  it("offers Edit (a link to the row's page) and Delete", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderInApp(<RowActionsMenu name="Acme" editTo="/suppliers/7" onDelete={onDelete} />);
    await user.click(await screen.findByRole("button", { name: "Actions for Acme" }));
    expect(items()).toEqual(["Edit", "Delete"]);
    expect(screen.getByRole("menuitem", { name: "Edit" }).getAttribute("href")).toBe("/suppliers/7");
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("puts the row's own actions after Edit; a disabled one cannot be chosen", async () => {
    const user = userEvent.setup();
    const onDeactivate = vi.fn();
    renderInApp(
      <RowActionsMenu
        name="Sam"
        editTo="/employees/sam"
        actions={[
          { label: "Deactivate (not yourself)", icon: UserX, onSelect: onDeactivate, disabled: true },
        ]}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Actions for Sam" }));
    expect(items()).toEqual(["Edit", "Deactivate (not yourself)"]);
    const deactivate = screen.getByRole("menuitem", { name: "Deactivate (not yourself)" });
    expect(deactivate.getAttribute("aria-disabled")).toBe("true");
    await user.click(deactivate);
    expect(onDeactivate).not.toHaveBeenCalled();
  });

  it("without a page to edit, shows only the actions it is given", async () => {
    const user = userEvent.setup();
    const onUndelete = vi.fn();
    renderInApp(
      <RowActionsMenu
        name="Gummies"
        actions={[{ label: "Undelete", icon: ArchiveRestore, onSelect: onUndelete }]}
      />,
    );
    await user.click(await screen.findByRole("button", { name: "Actions for Gummies" }));
    expect(items()).toEqual(["Undelete"]);
    await user.click(screen.getByRole("menuitem", { name: "Undelete" }));
    expect(onUndelete).toHaveBeenCalledTimes(1);
  });
});
