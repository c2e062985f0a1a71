// OCS compliance on the demo's Ontario store (Queen West): its events went to the provider simulator when the demo
// was seeded, one was rejected for a mistyped GTIN (packages/functions/src/local/demo-compliance-ocs.ts).
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { demoOcs } from "@pos/functions/local/demo-compliance-ocs";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot, signInOwner, signInUser, storeTokens } from "./fixtures";

async function cardShot(card: Locator, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await card.screenshot({ path: path.join(dir, `${name}.png`) });
}

test("a rejected OCS event is fixed and resubmitted, and the admin's attempts log shows every attempt", async ({
  page,
  browser,
  request,
}) => {
  const owner = await signInOwner(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/compliance`);
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  await page.getByRole("tab", { name: "Submissions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/compliance\/submissions$/);
  await expect(page.getByRole("tab", { name: "Submissions" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("CRSA1234567")).toBeVisible();
  const rejected = page.getByRole("row").filter({ hasText: "Northern Lights Live Resin Cartridge 1 g" });
  await expect(rejected).toContainText(`Unknown GTIN ${demoOcs.mistypedGtin}`);
  await reviewShot(page, "ocs-submissions-rejected");

  // Fix the product's GTIN, then resubmit: the event goes out with the corrected GTIN and is accepted.
  await rejected.getByRole("link", { name: "Northern Lights Live Resin Cartridge 1 g" }).click();
  const gtin = page.getByLabel("GTIN", { exact: true });
  await expect(gtin).toHaveValue(demoOcs.mistypedGtin);
  await gtin.fill(demoOcs.correctGtin);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/were saved/)).toBeVisible();
  // The Submissions tab's own URL opens the report on that tab.
  await page.goto(`/company/${owner.companyId}/dashboard/compliance/submissions`);
  await expect(page.getByRole("tab", { name: "Submissions" })).toHaveAttribute("aria-selected", "true");
  await page
    .getByRole("row")
    .filter({ hasText: "Northern Lights Live Resin Cartridge 1 g" })
    .getByRole("button", { name: "Resubmit" })
    .click();
  // Sent at once and accepted; or, when the scheduled OCS run took the event first, queued and sent by that run.
  await expect(
    toast(page, /^(Accepted by the OCS|Queued: it is sent with the product's current SKU and GTIN)/),
  ).toBeVisible();
  await expect(page.getByText("Nothing to fix")).toBeVisible();
  await reviewShot(page, "ocs-submissions-fixed");

  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  // The admin in a browser of their own (the owner's token is stored in this one).
  const adminPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await storeTokens(adminPage, { authToken: admin.token });
  await adminPage.goto(`/admin/companies/${owner.companyId}`);
  const card = adminPage
    .locator("[data-slot='card']")
    .filter({ has: adminPage.getByText("OCS submission attempts log", { exact: true }) });
  await expect(card.getByRole("combobox", { name: "CRSA key" })).toContainText("CRSA1234567");
  const rows = card.getByRole("row");
  // The seed's batch (partly rejected) and the resubmission (accepted), in UTC. Other specs' sales at Queen West are
  // submitted by the job too, so the rows are found by what they say, not by their place.
  const seedBatch = rows.filter({ hasText: `Unknown GTIN ${demoOcs.mistypedGtin}` });
  await expect(seedBatch).toHaveCount(1);
  await expect(seedBatch).toContainText("partially accepted");
  await expect(seedBatch).toContainText("UTC");
  await expect(
    rows.filter({ hasText: "accepted" }).filter({ hasNotText: "partially" }).first(),
  ).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await cardShot(card, "ocs-attempts-card");
  await pickOption(card.getByRole("combobox", { name: "Type" }), "submission position attempt");
  await expect(card.getByText(`Unknown GTIN ${demoOcs.mistypedGtin}`)).toHaveCount(0);

  await adminPage.goto(`/admin/v2/compliance/${owner.companyId}`);
  const store = adminPage.getByRole("form", { name: "OCS set-up of Queen West" });
  await expect(store.getByText("Reporting")).toBeVisible();
  await expect(store.getByLabel("OCS hash key")).toHaveValue(demoOcs.hashKey);
  await expect(
    adminPage.getByRole("form", { name: "OCS set-up of Kensington" }).getByText("No hash key"),
  ).toBeVisible();
  await expect(
    adminPage.getByRole("form", { name: "OCS client credentials" }).getByText("Set", { exact: true }),
  ).toBeVisible();
  await reviewShot(adminPage, "ocs-compliance-setup");
});
