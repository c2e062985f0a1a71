// analytics/restock and the daily summary e-mail (issue 19) in E2E Reports Co (no other spec sets its reorder
// points or subscriptions): a product under its reorder point is selected into a prefilled purchase order with the
// report's suggested quantity; the owner subscribes to the daily summary and the dev mailbox shows the e-mail.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { reportsCompany } from "../support/e2e-reports-accounts";
import { mailText } from "./account-fixtures";
import { trpcQuery } from "./employees-fixtures";
import { reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

async function ownerSession(request: APIRequestContext) {
  const owner = await signInUser(request, reportsCompany.owner.email, reportsCompany.owner.password);
  const companyId = owner.me.companies.find((entry) => entry.name === reportsCompany.name)!.id;
  const { data } = await trpcQuery(request, "reports.locations", { companyId }, owner.token);
  const location = (data as { id: string; name: string }[]).find(
    (entry) => entry.name === reportsCompany.location,
  )!;
  return { token: owner.token, companyId, locationId: location.id };
}

test("a product under its reorder point is selected into a prefilled purchase order", async ({
  page,
  request,
}) => {
  const owner = await ownerSession(request);
  const device = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", reportsCompany.device);
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, device.token);
  const products = (data as { products: { id: string; name: string }[] }).products;
  const gummies = products.find((product) => product.name === reportsCompany.products.gummies.name)!;
  await trpcMutation(
    request,
    "inventory.setReorderPoint",
    { companyId: owner.companyId, locationId: owner.locationId, productId: gummies.id, reorderPoint: 5000 },
    owner.token,
  );
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/analytics/restock`);
  await expect(page.getByRole("heading", { level: 1, name: "Restock report" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: gummies.name });
  await expect(row).toContainText("At reorder point");
  await expect(page.getByRole("row").filter({ hasText: reportsCompany.products.flower.name })).toHaveCount(0);
  const suggested = (await row.getByRole("cell").last().innerText()).replace(/,/g, "");
  expect(Number(suggested)).toBeGreaterThan(0);
  await row.getByRole("checkbox", { name: `Select ${gummies.name}` }).check();
  await reviewShot(page, "reports-restock");
  await page.getByRole("button", { name: /Create purchase order/ }).click();

  await expect(page).toHaveURL(
    new RegExp(`editPurchaseOrder/new\\?locationId=${owner.locationId}&productIds=${gummies.id}`),
  );
  await expect(page.getByLabel(`Quantity of ${gummies.name}`)).toHaveValue(suggested);
  await reviewShot(page, "reports-restock-order");
});

test("the owner subscribes to a location's daily summary and the mailbox shows the e-mail", async ({
  page,
  request,
}) => {
  const owner = await ownerSession(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/analytics/summary`);
  const toggle = page.getByRole("switch", { name: reportsCompany.location });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute("aria-checked")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  const text = await mailText(request, reportsCompany.owner.email, /Net sales: /);
  expect(text).toContain(`${reportsCompany.name} · ${reportsCompany.location}`);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(reportsCompany.owner.email)}`);
  await expect(page.getByText(`Daily summary: ${reportsCompany.location}`).first()).toBeVisible();
  await reviewShot(page, "reports-daily-summary-mailbox");

  await page.goto(`/company/${owner.companyId}/dashboard/analytics/summary`);
  const runs = page.getByRole("table").filter({ hasText: "Already sent" });
  await expect(runs.getByRole("row").nth(1)).toContainText(/Succeeded/i);
  await reviewShot(page, "reports-daily-summary-settings");
});
