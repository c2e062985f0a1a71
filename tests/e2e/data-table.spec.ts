// The shared DataTable (issue 16): a sortable header orders the rows shown and says so to assistive technology;
// the column-visibility menu hides and shows the listing's extra columns. Works on products named with its own tag.
import { expect, test, type Page } from "@playwright/test";
import { signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { createMaster, createProduct, runTag } from "./product-listing-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

/** The product names in the order shown (the titled name; the cell also holds a master's child count). */
const names = (page: Page) =>
  page.getByRole("table").locator("tbody tr[data-product-id] td:nth-child(2) [title]").allTextContents();

test("a header click sorts the page by that column, a second click reverses it", async ({
  page,
  request,
}) => {
  const tag = runTag();
  const owner = await signInOwner(request);
  for (const [name, price] of [
    ["Bravo", 500],
    ["Alpha", 1500],
    ["Charlie", 100],
  ] as const) {
    await createProduct(request, owner, { name: `${tag} ${name}`, price });
  }
  // A master sorts by the lowest price of its children, the low end of the range it shows.
  await createMaster(request, owner, { name: `${tag} Delta` }, [
    { name: `${tag} Delta small`, sku: `${tag}-DS`, price: 900 },
    { name: `${tag} Delta large`, sku: `${tag}-DL`, price: 300 },
  ]);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/productListing?q=${tag}`);
  await expect(page.getByRole("table").locator("tbody tr[data-product-id]")).toHaveCount(4);

  const price = page.getByRole("columnheader", { name: "Price" });
  await expect(price).toHaveAttribute("aria-sort", "none");
  await price.getByRole("button").click();
  await expect(price).toHaveAttribute("aria-sort", "ascending");
  await expect
    .poll(() => names(page))
    .toEqual([`${tag} Charlie`, `${tag} Delta`, `${tag} Bravo`, `${tag} Alpha`]);
  await price.getByRole("button").click();
  await expect(price).toHaveAttribute("aria-sort", "descending");
  await expect
    .poll(() => names(page))
    .toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Delta`, `${tag} Charlie`]);

  const name = page.getByRole("columnheader", { name: "Name" });
  await name.getByRole("button").click();
  await expect(name).toHaveAttribute("aria-sort", "ascending");
  await expect(price).toHaveAttribute("aria-sort", "none");
  await expect
    .poll(() => names(page))
    .toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`, `${tag} Delta`]);

  await expect(page.getByRole("columnheader", { name: "Actions" })).not.toHaveAttribute("aria-sort");
});
