// The dashboard's sales list: filters, and the sale opened beside the list by its path (dashboard.md 2 "sales").
import { expect, test } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import { defaultReceiptSettings } from "@pos/core/receipts/receipt-settings.schema";
import { reviewShot, settled, signInOwner, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { sellOneThroughApi } from "./pos-register-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

test("the owner finds a register sale in the list and opens it by its path", async ({ page, request }) => {
  const sale = await sellOneThroughApi(request, { paymentTypeId: "debit" });

  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const listPath = `/company/${owner.companyId}/dashboard/sales/list`;
  await page.goto(listPath);
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
  await page.getByLabel("Sale number").fill(String(sale.number));
  const row = page.getByRole("row").filter({ hasText: `#${sale.number}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formatCents(sale.actualTotal));
  await expect(row).toContainText("Debit");
  await reviewShot(page, "dashboard-sales-list");

  await row.getByRole("link", { name: `#${sale.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/list/${sale.id}\\?`));
  const sheet = page.getByRole("dialog", { name: `Sale #${sale.number}` });
  await settled(sheet);
  await expect(sheet.getByRole("article", { name: `Receipt of sale ${sale.number}` })).toContainText(
    formatCents(sale.total),
  );
  await reviewShot(page, "dashboard-sale-sheet");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/sales/list\\?`));

  // The path alone opens the sale too.
  await page.goto(`${listPath}/${sale.id}`);
  await expect(page.getByRole("dialog", { name: `Sale #${sale.number}` })).toContainText(sale.employee.name);
});

test("the owner sets what a location's receipts print, with a live preview", async ({ page, request }) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/settings/receipts`);
  await expect(page.getByRole("heading", { name: "Receipts", level: 1 })).toBeVisible();
  const preview = page.getByRole("article", { name: "Receipt of sale 1042" });
  await expect(preview).toContainText("Cashier");
  const storeName = `Green Leaf ${Date.now().toString(36)}`;
  await page.getByLabel("Store name").fill(storeName);
  await page.getByLabel("Footer message").fill("Returns within 30 days with receipt.");
  await page.getByRole("switch", { name: "Show the cashier" }).click();
  await expect(preview).toContainText(storeName);
  await expect(preview).toContainText("Returns within 30 days with receipt.");
  await expect(preview).not.toContainText("Cashier");
  await reviewShot(page, "receipt-settings");
  try {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Receipt settings saved" }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Store name")).toHaveValue(storeName);
    await expect(page.getByRole("switch", { name: "Show the cashier" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  } finally {
    const locationId = new URL(page.url()).searchParams.get("locationId");
    const { data } = await trpcQuery(
      request,
      "company.locations",
      { companyId: owner.companyId },
      owner.token,
    );
    const queenWest = (data as { items: { id: string; name: string }[] }).items.find(
      (item) => item.name === "Queen West",
    );
    await trpcMutation(
      request,
      "receiptSettings.save",
      {
        companyId: owner.companyId,
        locationId: locationId ?? queenWest?.id,
        settings: defaultReceiptSettings,
      },
      owner.token,
    );
  }
});
