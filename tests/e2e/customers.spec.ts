// Customers and loyalty (issue 5; dashboard.md route table "customers", section 9 loyalty multiplier;
// pos-and-accounts.md POS customer paths): add and edit with validation messages, the legal date of birth, search
// by phone and card id, a points adjustment with its reason, the multiplier, the history of a customer's sales, and
// the register's customer screens.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import { reviewShot, signInDevice, signInOwner, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { demoEmployees } from "@pos/functions/local/demo";
import { trpcQuery } from "./employees-fixtures";
import { sellOneThroughApi } from "./pos-register-fixtures";
import { runTag } from "./product-listing-fixtures";
import { switchFlag } from "./settings-rest-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

/** A birthday `years` years before today (UTC), as the date input takes it. */
const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

/** The register shows its screens once a shift is open. */
async function openShift(request: APIRequestContext, token: string) {
  const current = await trpcQuery(request, "shifts.current", undefined, token);
  if ((current.data as { shift: unknown } | undefined)?.shift) return;
  const [budtender] = demoEmployees;
  await trpcMutation(request, "shifts.start", { startingFloat: 10_000, passcode: budtender.passcode }, token);
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search customers" }).fill(text);
}

test("add and edit a customer: validation, legal date of birth, search, balance adjustment", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const base = `/company/${owner.companyId}/dashboard/customers`;
  const digits = `416${String(Date.now()).slice(-7)}`;

  await page.goto(`${base}/list`);
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByRole("link", { name: "Add customer" }).click();
  await expect(page).toHaveURL(`${base}/list/add`);

  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  const name = `Robin ${tag}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("12345");
  await page.getByLabel("Postal Code").fill("12345");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(
    page.getByText("Enter a phone number of 10 or 11 digits, optionally starting with +"),
  ).toBeVisible();
  await expect(page.getByText("Enter a postal code like A1A 1A1")).toBeVisible();

  await page.getByLabel("Birthday").fill(yearsAgo(17));
  await expect(page.getByTestId("legal-date-of-birth")).toContainText("Not of legal age until");
  await reviewShot(page, "customer-add-invalid");
  await page.getByLabel("Birthday").fill(yearsAgo(30));
  await expect(page.getByTestId("legal-date-of-birth")).toContainText("Of legal age since");

  await page.getByLabel("Phone").fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  await page.getByLabel("Postal Code").fill("m5v 2t6");
  await page.getByLabel("Card id").fill(`CARD-${tag}`);
  await page.getByLabel("E-mail").fill(`${tag}@example.test`);
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  await expect(page).toHaveURL(`${base}/list`);

  await search(page, digits);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await search(page, `card-${tag}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await search(page, `nobody ${tag}`);
  await expect(page.getByText("No customer matches")).toBeVisible();
  await search(page, tag);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText(`CARD-${tag}`);
  await reviewShot(page, "customers-list");

  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/list/edit\\?customerId=`));
  await expect(page.getByLabel("Postal Code")).toHaveValue("M5V 2T6");
  await expect(page.getByText("No payments yet")).toBeVisible();
  await expect(page.getByTestId("loyalty-points")).toHaveText("0");

  await page.getByRole("button", { name: "Adjust balance" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Adjust balance" }).click();
  await expect(dialog.getByText("Enter the change")).toBeVisible();
  await expect(dialog.getByText("Enter the reason for the change")).toBeVisible();
  await dialog.getByLabel("Points to add (or −)").fill("50");
  await dialog.getByLabel("Reason").fill("Welcome gift");
  await dialog.getByRole("button", { name: "Adjust balance" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("loyalty-points")).toHaveText("50");

  await page.getByLabel("City").fill("Toronto");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`"${name}" was saved`)).toBeVisible();
  await search(page, tag);
  await page.getByRole("link", { name }).click();
  await expect(page.getByLabel("City")).toHaveValue("Toronto");
  await reviewShot(page, "customer-edit");

  const sale = await sellOneThroughApi(request, {
    customerId: new URL(page.url()).searchParams.get("customerId") ?? "",
  });
  await page.reload();
  const history = page.getByTestId("customer-payments");
  const row = history.getByRole("link", { name: new RegExp(`Sale #${sale.number}\\b`) });
  await expect(row).toContainText(formatCents(sale.actualTotal));
  await expect(row).toContainText("Complete");
  await expect(row).toHaveAttribute("href", new RegExp(`/dashboard/sales/list/${sale.id}\\?locationId=`));
  await reviewShot(page, "customer-payments");
});

test("the loyalty multiplier: the example follows the value, saving keeps it", async ({ page, request }) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const before = await trpcMutation<{ loyaltyPointsMultiplier: number }>(
    request,
    "loyalty.setMultiplier",
    { companyId: owner.companyId, loyaltyPointsMultiplier: 100 },
    owner.token,
  );
  expect(before.loyaltyPointsMultiplier).toBe(100);
  // The loyalty page is the canAccessLoyalty permission's; the demo company runs without it.
  await switchFlag(request, owner.companyId, { permission: "canAccessLoyalty" }, true);
  try {
    await page.goto(`/company/${owner.companyId}/dashboard/customers/loyalty`);
    await expect(page.getByRole("heading", { level: 1, name: "Loyalty" })).toBeVisible();
    const multiplier = page.getByRole("textbox", { name: "Multiplier" });
    await expect(multiplier).toHaveValue("100");
    await expect(page.getByTestId("multiplier-example")).toContainText("A $25.00 sale earns 25 points");
    await multiplier.fill("");
    await page.getByRole("button", { name: "Save multiplier" }).click();
    await expect(page.getByText("Enter the multiplier")).toBeVisible();
    await multiplier.fill("150");
    await expect(page.getByTestId("multiplier-example")).toContainText("A $25.00 sale earns 37 points");
    await page.getByRole("button", { name: "Save multiplier" }).click();
    await expect(page.getByText("The multiplier is now 150")).toBeVisible();
    await reviewShot(page, "loyalty");
    await page.reload();
    await expect(multiplier).toHaveValue("150");
  } finally {
    await trpcMutation(
      request,
      "loyalty.setMultiplier",
      { companyId: owner.companyId, loyaltyPointsMultiplier: 100 },
      owner.token,
    );
    await switchFlag(request, owner.companyId, { permission: "canAccessLoyalty" }, false);
  }
});

test.describe("at the register", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("find, add and open a customer on the POS", async ({ page, request }) => {
    const tag = runTag();
    const device = await signInDevice(request);
    await openShift(request, device);
    await storeTokens(page, { [tokenKeys.device]: device });
    await page.goto("/pos/customers/add");
    const name = `Sam ${tag}`;
    await page.getByRole("button", { name: "Add customer" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Birthday").fill(yearsAgo(18));
    await expect(page.getByTestId("legal-date-of-birth")).toContainText("Not of legal age until");
    await reviewShot(page, "pos-customer-add");
    await page.getByRole("button", { name: "Add customer" }).click();
    await expect(page.getByText(`"${name}" was added`)).toBeVisible();
    await expect(page).toHaveURL(/\/pos\/customers$/);

    await search(page, tag);
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
    await reviewShot(page, "pos-customers");
    await page.getByRole("link", { name }).click();
    await expect(page.getByText("Cannot be added to a sale", { exact: true })).toBeVisible();
    await expect(page.getByText("This customer is under 19")).toBeVisible();
    await reviewShot(page, "pos-customer-edit");
  });
});
