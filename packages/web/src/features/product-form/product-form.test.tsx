import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { newProductDraft } from "@pos/core/catalog/product-draft";
import { renderInApp } from "@/testing/render-in-app";
import { ProductForm } from "./product-form";

function renderForm() {
  const save = vi.fn(async (product: Parameters<typeof newProductDraft>[0]) => newProductDraft(product));
  renderInApp(
    <ProductForm
      initial={newProductDraft()}
      companyId={1}
      locations={[]}
      choices={{ categories: [], suppliers: [], taxGroups: [], tags: [] }}
      submitLabel="Add product"
      cancelTo="/dashboard/catalog/products"
      save={save}
      onSaved={() => undefined}
    />,
  );
  return save;
}

const section = (name: string) => screen.queryByRole("region", { name });
const pricing = () => within(screen.getByRole("region", { name: "Pricing" }));
const mode = (name: string) => screen.getByRole("radio", { name });

describe("ProductForm modes", () => {
  it("a simple product has its own retail price and no child products", async () => {
    renderForm();
    expect(await screen.findByRole("region", { name: "Inventory" })).toBeTruthy();
    expect(mode("Track stock").getAttribute("aria-checked")).toBe("true");
    expect(pricing().getByLabelText("Retail price")).toBeTruthy();
    expect(pricing().getByLabelText("Free price")).toBeTruthy();
    expect(section("Child products")).toBeNull();
  });

  it("a free price is entered at the register: the retail price field is off until it is turned off", async () => {
    const user = userEvent.setup();
    renderForm();
    const price = await pricing().findByLabelText<HTMLInputElement>("Retail price");
    expect(price.disabled).toBe(true);
    expect(price.placeholder).toBe("Entered at sale");
    await user.click(pricing().getByLabelText("Free price"));
    expect(price.disabled).toBe(false);
    expect(price.placeholder).toBe("0.00");
  });

  it("a master prices its children: the retail price goes and the child products appear", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("radio", { name: "Master: prepack" }));
    expect(section("Child products")).toBeTruthy();
    expect(pricing().queryByLabelText("Retail price")).toBeNull();
    expect(pricing().queryByLabelText("Free price")).toBeNull();
    expect(
      pricing().getByText("Each child product has its own price, set under Child products."),
    ).toBeTruthy();
    const children = within(section("Child products") as HTMLElement);
    expect(children.getByText("Own stock")).toBeTruthy();
    expect(children.queryByLabelText(/^Amount of .* per sale$/)).toBeNull();

    await user.click(mode("Master: bulk"));
    expect(children.queryByText("Own stock")).toBeNull();
    expect(children.getByLabelText(/^Amount of .* per sale$/)).toBeTruthy();
  });

  it("leaving a master mode asks before it removes the child products", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("radio", { name: "Master: prepack" }));
    await user.click(mode("Don't track stock"));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Remove the child product?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(section("Child products")).toBeTruthy();
    expect(mode("Master: prepack").getAttribute("aria-checked")).toBe("true");

    await user.click(mode("Don't track stock"));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove child products" }),
    );
    expect(section("Child products")).toBeNull();
    expect(mode("Don't track stock").getAttribute("aria-checked")).toBe("true");
    expect(pricing().getByLabelText("Retail price")).toBeTruthy();
  });
});
