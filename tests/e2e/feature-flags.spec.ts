// Feature flags (dashboard.md 6, admin.md 2 and 6, pos-and-accounts.md 8): the admin's "Features and
// integrations" card, the dashboard menu that follows the flags, and a failed flag load.
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin, demoGreenLeaf } from "@pos/functions/local/demo";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

const featureStateError = "An error occurred while loading feature state";

async function setFlag(page: Page, token: string, companyId: number, enabled: boolean): Promise<void> {
  await trpcMutation(page.request, "flags.set", { companyId, flag: "insightsDashboards", enabled }, token);
}

test("the admin switches a feature on the company page and it is still on after a reload", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { [tokenKeys.auth]: admin.token });
  await page.goto("/admin/companies");
  await page.getByRole("link", { name: demoGreenLeaf.company.name }).click();

  const card = page.getByRole("region", { name: "Features", exact: true });
  const taxConfig = card.getByRole("switch", { name: "Tax config", exact: true });
  await expect(page.getByText("Features and integrations", { exact: true })).toBeVisible();
  await expect(taxConfig).toHaveAttribute("aria-checked", "false");
  await expect(
    page.getByRole("region", { name: "Integrations", exact: true }).getByRole("switch"),
  ).toHaveCount(7);
  await expect(card.getByRole("switch")).toHaveCount(23);

  await taxConfig.click();
  await expect(taxConfig).toHaveAttribute("aria-checked", "true");
  await expect(taxConfig).toBeEnabled();
  await reviewShot(page, "admin-company-flags");

  await page.reload();
  await expect(taxConfig).toHaveAttribute("aria-checked", "true");

  // Back off, so other tests see the demo defaults.
  await taxConfig.click();
  await expect(taxConfig).toHaveAttribute("aria-checked", "false");
  await expect(taxConfig).toBeEnabled();
  await page.reload();
  await expect(taxConfig).toHaveAttribute("aria-checked", "false");
});

test("the dashboard menu follows the flags; a failed flag load shows the spec's toast and reads as off", async ({
  page,
  request,
}) => {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const reportsPage = `/company/${owner.companyId}/dashboard/analytics/summary`;
  const menu = page.getByRole("navigation", { name: "Dashboard" }).first();

  // The demo turns Insights on: switched off it leaves the menu, switched on it is back.
  await page.goto(reportsPage);
  await expect(menu.getByRole("link", { name: "Restock" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Insights" })).toBeVisible();

  try {
    await setFlag(page, admin.token, owner.companyId, false);
    await page.reload();
    await expect(menu.getByRole("link", { name: "Restock" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Insights" })).toHaveCount(0);

    await setFlag(page, admin.token, owner.companyId, true);
    await page.reload();
    await expect(menu.getByRole("link", { name: "Insights" })).toBeVisible();

    // The flags answer with a server error (tRPC batches calls: only the flags entry is replaced).
    await page.route("**/trpc/**flags.forCompany**", async (route) => {
      const response = await route.fetch();
      const procedures = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
      const results = (await response.json()) as unknown[];
      const failed = results.map((result, index) =>
        procedures[index] === "flags.forCompany"
          ? { error: { json: { message: "Unavailable", code: -32603, data: { httpStatus: 500 } } } }
          : result,
      );
      await route.fulfill({ status: procedures.length > 1 ? 207 : 500, json: failed });
    });
    await page.reload();
    await expect(page.getByText(featureStateError, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(featureStateError, { exact: true })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: "Restock" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Insights" })).toHaveCount(0);
    await reviewShot(page, "dashboard-flags-error");
  } finally {
    await setFlag(page, admin.token, owner.companyId, true);
  }
});
