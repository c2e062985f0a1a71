// Purchasing in the browser (issue 18): an owner orders from a supplier, receives half by scanning GS1 codes with
// lots, receives the rest, sees stock and the weighted average cost move, returns 2 units and prints the order to
// PDF, every figure asserted. Its own supplier and products (one run tag) in the demo company's Queen West store.
import { randomInt } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { readyOwner, strongPassword, toast } from "./account-fixtures";
import { companyLocations } from "./employees-fixtures";
import { pickOption, reviewShot, signInOwner, signInUser, storeTokens, trpcMutation } from "./fixtures";
import { createProduct, createSupplier, runTag, type Owner } from "./product-listing-fixtures";
import { pdfText, reviewPdf } from "./shift-report-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

/** A GTIN-13 of random digits with its check digit (so each run scans its own product). */
function randomGtin(): string {
  const body = `06${Array.from({ length: 10 }, () => randomInt(10)).join("")}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The GS1 element string on a package: GTIN, lot, expiry 2027-12-31, packaged 2026-01-15. */
const gs1 = (gtin: string, lot: string) => `(01)0${gtin}(10)${lot}(17)271231(13)260115`;

async function scan(dialog: Locator, code: string, times = 1) {
  const input = dialog.getByLabel("Scan a package");
  for (let count = 0; count < times; count += 1) {
    await input.fill(code);
    await input.press("Enter");
    await expect(input).toHaveValue("");
  }
}

const statusBadge = (page: Page) => page.getByTestId("order-status");

/** The overview at the location, filtered to the run's products; the row of `name`. */
async function overviewRow(page: Page, owner: Owner, locationId: string, name: string) {
  const tag = name.split(" ").at(-1)!;
  await page.goto(
    `/company/${owner.companyId}/dashboard/inventory/overview?locationId=${locationId}&q=${tag}`,
  );
  return page.getByTestId(`stock-${name}`);
}

test("a purchase order is ordered, received in two parts by scanning lots, returned against and printed", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signInOwner(request);
  const store = (await companyLocations(request, owner.token, owner.companyId)).find(
    (location) => location.name === "Queen West",
  )!;
  const tag = runTag();
  const supplier = await createSupplier(request, owner, `Farms ${tag}`);
  const gummies = `PO gummies ${tag}`;
  const flower = `PO flower ${tag}`;
  const gummyCode = randomGtin();
  const flowerCode = randomGtin();
  const gummy = await createProduct(request, owner, {
    name: gummies,
    barcode: gummyCode,
    trackInventory: true,
  });
  await createProduct(request, owner, {
    name: flower,
    barcode: flowerCode,
    trackInventory: true,
    isBatchTracked: true,
  });
  await trpcMutation(
    request,
    "inventory.adjust",
    {
      companyId: owner.companyId,
      locationId: store.id,
      productId: gummy.id,
      quantity: 10,
      reason: "received",
      unitCost: 200,
    },
    owner.token,
  );

  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/purchaseOrders`);
  await expect(page.getByRole("heading", { name: "Purchase orders" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await reviewShot(page, "purchase-orders-list");
  await page.getByRole("link", { name: "New purchase order" }).click();
  await expect(page.getByRole("heading", { name: "New purchase order" })).toBeVisible();
  await pickOption(page.getByLabel("Supplier"), supplier.name);
  await pickOption(page.getByLabel("Ship to"), "Queen West");
  for (const name of [gummies, flower]) {
    await page.getByLabel("Add a product").fill(name);
    await page.getByRole("button", { name: `Add ${name}` }).click();
  }
  await page.getByLabel(`Quantity of ${gummies}`).fill("10");
  await page.getByLabel(`Unit cost of ${gummies}`).fill("2.50");
  await page.getByLabel(`Quantity of ${flower}`).fill("6");
  await page.getByLabel(`Unit cost of ${flower}`).fill("8");
  await page.getByLabel("Shipping").fill("15");
  await page.getByLabel("Fees").fill("2.50");
  await page.getByLabel("Taxes").fill("12.34");
  const totals = page.getByLabel("Order totals");
  await expect(totals).toContainText("Subtotal$73.00");
  await expect(totals).toContainText("Total$102.84");
  await reviewShot(page, "purchase-order-editor");
  await page.getByRole("button", { name: "Mark as ordered" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Mark as ordered" }).click();
  await expect(toast(page, "ordered")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Purchase order #\d+$/ })).toBeVisible();
  const number = (await page.getByRole("heading", { name: /^Purchase order #\d+$/ }).textContent())!.split(
    "#",
  )[1]!;
  await expect(statusBadge(page)).toHaveText("Ordered");

  await page.getByRole("button", { name: "Receive", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: `Receive purchase order #${number}` });
  await scan(dialog, gs1(flowerCode, `A-${tag}`), 3);
  await scan(dialog, gummyCode);
  await dialog.getByLabel(`Quantity of ${gummies}`).fill("5");
  await expect(dialog.getByLabel(`Lot number of ${flower}`)).toHaveValue(`A-${tag}`);
  await expect(dialog.getByLabel(`Expiry of ${flower}`)).toHaveValue("2027-12-31");
  await expect(dialog.getByLabel(`Packaging date of ${flower}`)).toHaveValue("2026-01-15");
  await expect(dialog.getByLabel(`Quantity of ${flower} lot A-${tag}`)).toHaveValue("3");
  await reviewShot(page, "purchase-order-receive");
  await dialog.getByRole("button", { name: "Receive 8 units" }).click();
  await expect(toast(page, "Received 8 units; the rest is still due")).toBeVisible();
  await expect(statusBadge(page)).toHaveText("Partially received");
  await expect(await overviewRow(page, owner, store.id, gummies)).toContainText("15");
  await expect(page.getByTestId(`stock-${gummies}`)).toContainText("$2.17");
  await expect(page.getByTestId(`stock-${flower}`)).toContainText("3");
  await expect(page.getByTestId(`stock-${flower}`)).toContainText("$8.00");

  await page.goBack();
  await expect(statusBadge(page)).toHaveText("Partially received");
  await page.getByRole("button", { name: "Receive", exact: true }).click();
  dialog = page.getByRole("dialog", { name: `Receive purchase order #${number}` });
  await scan(dialog, gs1(flowerCode, `B-${tag}`), 4);
  await scan(dialog, gummyCode);
  await dialog.getByLabel(`Quantity of ${gummies}`).fill("5");
  await dialog.getByRole("button", { name: "Receive 9 units" }).click();
  const over = page.getByRole("alertdialog", { name: "Receive more than ordered?" });
  await expect(over).toContainText(`${flower}: 7 received of 6 ordered`);
  await over.getByRole("button", { name: "Not yet" }).click();
  await expect(over).toHaveCount(0);
  await dialog.getByLabel(`Quantity of ${flower} lot B-${tag}`).fill("3");
  await dialog.getByRole("button", { name: "Receive 8 units" }).click();
  await expect(toast(page, `Purchase order #${number} received`)).toBeVisible();
  await expect(statusBadge(page)).toHaveText("Received");
  const lines = page.getByRole("table", { name: "Order lines" });
  await expect(lines.getByRole("row", { name: new RegExp(gummies) })).toContainText("—10100$2.50$25.00");
  await expect(lines.getByRole("row", { name: new RegExp(flower) })).toContainText(
    `A-${tag} × 3 (exp. 2027-12-31), B-${tag} × 3 (exp. 2027-12-31)660$8.00$48.00`,
  );
  await reviewShot(page, "purchase-order-received");
  const orderUrl = page.url();

  await expect(await overviewRow(page, owner, store.id, gummies)).toContainText("20");
  await expect(page.getByTestId(`stock-${gummies}`)).toContainText("$2.25");
  await expect(page.getByTestId(`stock-${flower}`)).toContainText("6");

  await page.goto(orderUrl);
  await page.getByRole("button", { name: "Return to supplier" }).click();
  const returning = page.getByRole("dialog", { name: `Return from purchase order #${number}` });
  await pickOption(returning.getByLabel("Reason"), "Damaged");
  await returning.getByLabel(`Return of ${gummies}`).fill("2");
  await reviewShot(page, "purchase-order-return");
  await returning.getByRole("button", { name: "Return 2 units" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: /Return #\d+ completed/ }),
  ).toBeVisible();
  await expect(lines.getByRole("row", { name: new RegExp(gummies) })).toContainText("—10102$2.50$25.00");
  await expect(await overviewRow(page, owner, store.id, gummies)).toContainText("18");
  await expect(page.getByTestId(`stock-${gummies}`)).toContainText("$2.25");

  await page.goto(`${orderUrl}/print`);
  await expect(page.getByRole("heading", { name: "Print purchase order" })).toBeVisible();
  await reviewShot(page, "purchase-order-print");
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  reviewPdf("purchase-order", pdf);
  const { text, pages } = await pdfText(pdf);
  expect(pages).toHaveLength(1);
  for (const expected of [
    `Purchase order #${number}`,
    supplier.name,
    "Queen West",
    `${gummies} — — 10 10 2 $2.50 $25.00`,
    `${flower} — A-${tag}, B-${tag} 6 6 0 $8.00 $48.00`,
    "Subtotal $73.00",
    "Shipping $15.00",
    "Fees $2.50",
    "Taxes $12.34",
    "Total $102.84",
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain("Print purchase order");
});

test("the restock report's selection opens a prefilled order, and a new product is made from the order", async ({
  page,
  request,
}) => {
  const store = await readyOwner(request, "purchasing");
  const session = await signInUser(request, store.email, strongPassword);
  const owner = { token: session.token, companyId: store.companyId };
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await trpcMutation(
    request,
    "flags.set",
    { companyId: owner.companyId, flag: "createPoProducts", enabled: true },
    admin.token,
  );
  const [location] = await companyLocations(request, owner.token, owner.companyId);
  const tag = runTag();
  const supplier = await createSupplier(request, owner, `Growers ${tag}`);
  const oil = await createProduct(request, owner, {
    name: `Oil ${tag}`,
    trackInventory: true,
    purchasePrice: 1250,
  });

  await storeTokens(page, { authToken: owner.token });
  await page.goto(
    `/company/${owner.companyId}/dashboard/purchaseOrders/editPurchaseOrder/new?locationId=${location!.id}&productIds=${oil.id}`,
  );
  await expect(page.getByLabel(`Quantity of Oil ${tag}`)).toHaveValue("1");
  await expect(page.getByLabel(`Unit cost of Oil ${tag}`)).toHaveValue("12.50");
  await pickOption(page.getByLabel("Supplier"), supplier.name);
  await page.getByRole("button", { name: "New product" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await dialog.getByLabel("Name").fill(`Tincture ${tag}`);
  await dialog.getByLabel("Unit cost").fill("9");
  await dialog.getByRole("button", { name: "Create and add" }).click();
  await expect(toast(page, `Tincture ${tag} created and added`)).toBeVisible();
  await page.getByLabel(`Quantity of Tincture ${tag}`).fill("4");
  await expect(page.getByLabel("Order totals")).toContainText("Total$48.50");
  await reviewShot(page, "purchase-order-prefilled");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Purchase order #1" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Draft");
  await expect(page.getByLabel("Order totals")).toContainText("Total$48.50");

  await page.goto(`/company/${owner.companyId}/dashboard/purchaseOrders`);
  await page.getByRole("link", { name: "New return" }).click();
  await expect(page.getByRole("heading", { name: "New return" })).toBeVisible();
  await pickOption(page.getByLabel("Supplier"), supplier.name);
  await pickOption(page.getByLabel("Reason"), "Expired");
  await page.getByLabel("Add a product").fill(`Oil ${tag}`);
  await page.getByRole("button", { name: `Add Oil ${tag}` }).click();
  await expect(page.getByRole("button", { name: "Complete return" })).toBeEnabled();
  await reviewShot(page, "purchase-order-new-return");
});
