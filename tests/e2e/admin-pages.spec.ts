// Admin pages (admin.md 2): Global Stats, Development, Style Guidelines, and the company page's progress panel and
// data migration card.
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { migrationMessages } from "@pos/core/company-migration/company-migration.schema";
import {
  readStored,
  reviewShot,
  signInOwner,
  signInUser,
  storeTokens,
  tokenKeys,
  trpcMutation,
} from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

async function asAdmin(page: Page, request: APIRequestContext) {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  return admin.token;
}

type Listed = {
  id: string;
  isMasterProduct: boolean;
  price: number | null;
  productType: string;
  trackInventory: boolean;
};

test("Global Stats shows a licensed store's sale after Refresh", async ({ page, request }) => {
  const adminToken = await asAdmin(page, request);
  const { companyId } = await signInOwner(request);
  const licensed = (enabled: boolean) =>
    trpcMutation(
      request,
      "adminCompanies.setToggle",
      { companyId, toggle: "isLicensed", enabled },
      adminToken,
    );
  const token = await registerWithShift(request);
  try {
    await licensed(true);
    const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
    const product = (data as { products: Listed[] }).products.find(
      (item) => !item.isMasterProduct && item.price && item.productType === "product" && item.trackInventory,
    );
    if (!product) throw new Error("The demo catalogue has no sellable product");
    const lines = [{ lineId: "l1", productId: product.id, quantity: 1 }];
    const quote = (await trpcQuery(request, "sales.quote", { lines }, token)).data as { total: number };
    await trpcMutation(
      request,
      "sales.checkout",
      {
        idempotencyKey: randomUUID(),
        lines,
        tenders: [{ paymentTypeId: "debit", amount: quote.total }],
        expectedTotal: quote.total,
      },
      token,
    );

    await page.goto("/admin/global");
    await expect(page.getByRole("heading", { level: 1, name: "Global stats" })).toBeVisible();
    // The stats read the report rollups, which take the sale in a moment (every second on the e2e server): Refresh
    // until today's bar holds it.
    const today = page.getByRole("img", { name: "Number of sales per day" }).locator("rect").last();
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      // A day without sales has a bar of no height, which cannot be hovered: try again after the next Refresh.
      await today.hover({ timeout: 1_000 });
      await expect(page.getByText(/: [1-9]\d*$/).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("Active clients (30 days)")).toBeVisible();
    await expect(page.getByRole("img", { name: "Number of sales per day" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Sales in dollars per day" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Customers per day" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Top-selling barcodes" }).getByRole("row")).not.toHaveCount(
      1,
    );
    await reviewShot(page, "global-stats");
  } finally {
    await licensed(false);
    await endOpenShift(request, token);
  }
});

test("Development keeps the API URL override in this browser and shows a thrown error", async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  await page.goto("/admin/v2/development");
  const origin = new URL(page.url()).origin;
  await page.getByLabel("Override API URL").fill("not a url");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter an http(s) address")).toBeVisible();
  await page.getByLabel("Override API URL").fill(`${origin}/`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("API URL updated")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Override API URL")).toHaveValue(origin);
  expect(await readStored(page, "apiHostOverride")).toBe(origin);
  await page.getByRole("button", { name: "Call a failing server procedure" }).click();
  await expect(page.getByText("Server error received")).toBeVisible();
  await reviewShot(page, "development");
  await page.getByRole("button", { name: "Reset to default" }).click();
  expect(await readStored(page, "apiHostOverride")).toBeNull();

  await page.getByRole("button", { name: "Throw a test error" }).click();
  await expect(page.getByText("Something went wrong", { exact: true })).toBeVisible();
  await expect(page.getByText("An unexpected error occurred while showing this page.")).toBeVisible();
});

test("Style Guidelines shows every button type, fill, size and state, and the pagination control", async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  await page.goto("/admin/v2/styleGuidelines");
  for (const tone of [
    "Retail",
    "Dispatch",
    "Blazepay",
    "Manufacturing",
    "Grow",
    "Distro",
    "Danger",
    "Black",
  ]) {
    const card = page.locator(`[aria-label="${tone} buttons"]`);
    await expect(card.getByRole("button")).toHaveCount(27);
    await expect(card.getByRole("button", { disabled: true })).toHaveCount(18);
    await expect(card.locator("[aria-busy=true]")).toHaveCount(9);
    for (const size of ["Large", "Default", "Small"])
      await expect(card.getByRole("button", { name: size })).toHaveCount(9);
  }
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText("1–20 of 134");
  await pagination.getByRole("button", { name: /next/i }).click();
  await expect(pagination).toContainText("21–40 of 134");
  await pagination.getByRole("button", { name: /first/i }).click();
  await expect(pagination).toContainText("1–20 of 134");
  await reviewShot(page, "style-guidelines");
});

test("the company page shows onboarding progress and refuses a migration into a company with data", async ({
  page,
  request,
}) => {
  await asAdmin(page, request);
  const { companyId } = await signInOwner(request);
  await page.goto(`/admin/companies/${companyId}`);
  const progress = page.getByLabel("Onboarding progress");
  await expect(progress.getByRole("listitem", { name: "At least 10 products: Done" })).toBeVisible();
  await expect(progress.getByRole("listitem", { name: "Purchase order completed: Done" })).toBeVisible();
  const migration = page.getByLabel("Company data migration");
  await migration.getByLabel("Copy from company id").fill("999999");
  await migration.getByRole("button", { name: "Migrate data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Migrate company data?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Migrate" }).click();
  await expect(
    page.getByText(migrationMessages.notEmpty).or(page.getByText("Company not found")),
  ).toBeVisible();
  await progress.scrollIntoViewIfNeeded();
  await reviewShot(page, "company-progress");
});
