// Discounts on the dashboard (dashboard.md route table "products": discounts, addDiscount, editDiscount/{id};
// section 3 Discount): validation messages, a percentage discount on a category tried on a cart through the
// server's engine, edit, the paged and full lists, delete after confirmation.
import { expect, test, type Page } from "@playwright/test";
import { reviewShot, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { createCategory, createProduct, runTag } from "./product-listing-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

async function addToCart(page: Page, name: string, by: "pointer" | "keyboard" = "pointer") {
  const search = page.getByRole("combobox", { name: "Add a product to the cart" });
  await search.fill(name);
  const option = page.getByRole("option", { name: new RegExp(name) });
  if (by === "pointer") await option.click();
  else {
    await search.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
  }
  await expect(search).toHaveValue("");
}

test("a percentage discount on a category: validation, preview on a cart, edit and delete", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const owner = await signInOwner(request);
  const category = await createCategory(request, owner, `Flower ${tag}`);
  await createProduct(request, owner, { name: `Kush ${tag}`, price: 2000, categoryId: category.id });
  await createProduct(request, owner, { name: `Gummy ${tag}`, price: 1000 });
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const base = `/company/${owner.companyId}/dashboard/discounts`;

  await page.goto(base);
  await expect(page.getByRole("heading", { level: 1, name: "Discounts" })).toBeVisible();
  await page.getByRole("link", { name: "Add discount" }).click();
  await expect(page).toHaveURL(`${base}/addDiscount`);

  await page.getByRole("button", { name: "Add discount" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Enter a value")).toBeVisible();
  await page.getByRole("textbox", { name: "Percentage" }).fill("150");
  await expect(page.getByText("Enter a percentage between 0.01 and 100")).toBeVisible();
  await expect(page).toHaveURL(`${base}/addDiscount`);

  const name = `Flower 15 ${tag}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("textbox", { name: "Percentage" }).fill("15");
  await page.getByLabel("Categories").click();
  await page.getByRole("option", { name: `Flower ${tag}`, exact: true }).press("Enter");
  await expect(page.getByRole("list", { name: "Chosen categories" })).toContainText(`Flower ${tag}`);

  await addToCart(page, `Kush ${tag}`);
  await addToCart(page, `Gummy ${tag}`);
  const priced = page.getByRole("region", { name: "Priced cart" });
  await expect(priced).toContainText(name);
  await expect(priced).toContainText("−$3.00");
  await expect(page.getByTestId("preview-total")).toHaveText("$27.00");
  await page.getByLabel(`Quantity of Kush ${tag}`).fill("2");
  await expect(page.getByTestId("preview-total")).toHaveText("$44.00");
  await reviewShot(page, "discount-add-preview");

  await page.getByRole("button", { name: "Add discount" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  await expect(page).toHaveURL(base);
  await page.getByRole("radio", { name: "All discounts" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("15% off");
  await expect(row).toContainText("1 item");
  await reviewShot(page, "discounts-list");

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/editDiscount/`));
  await expect(page.getByRole("textbox", { name: "Percentage" })).toHaveValue("15");
  await page.getByRole("textbox", { name: "Percentage" }).fill("20");
  await addToCart(page, `Kush ${tag}`, "keyboard");
  await expect(page.getByTestId("preview-total")).toHaveText("$16.00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`"${name}" was saved`)).toBeVisible();
  await page.getByRole("radio", { name: "All discounts" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("20% off");

  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Delete the discount "${name}"?`);
  await reviewShot(page, "discount-delete-confirm");
  await confirm.getByRole("button", { name: "Delete discount" }).click();
  await expect(page.getByText(`"${name}" was deleted`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
