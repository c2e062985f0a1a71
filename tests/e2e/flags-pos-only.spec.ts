// Issue 22: a screen behind a company flag that is off shows the not-enabled page, for every gated screen.
import { expect, test } from "@playwright/test";
import { reviewShot } from "./fixtures";
import { dashboardPath, freshStore } from "./settings-rest-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("a new company (every flag off) sees the not-enabled page on each gated screen, and the menu hides them", async ({
  page,
  request,
}) => {
  const store = await freshStore(page, request, "flags");
  const gated = [
    ["insights", "Insights dashboards is not enabled"],
    ["inventory/update/snapshots", "Inventory snapshots is not enabled"],
    ["inventory/convert", "Inventory conversions is not enabled"],
    ["customers/loyalty", "Loyalty is not enabled"],
    ["settings/taxConfigurations/addTax", "Tax configuration is not enabled"],
  ] as const;
  for (const [path, heading] of gated) {
    await page.goto(dashboardPath(store.companyId, path));
    await expect(page.getByRole("heading", { name: heading }), path).toBeVisible();
    await expect(page.getByText("This feature is not enabled for your company.")).toBeVisible();
  }
  await reviewShot(page, "feature-not-enabled");
  const menu = page.getByRole("navigation", { name: "Dashboard" }).first();
  await page.goto(dashboardPath(store.companyId, "analytics/summary"));
  await expect(menu.getByRole("link", { name: "Summary" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Insights" })).toHaveCount(0);
});
