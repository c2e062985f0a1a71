// advanced and insights (issue 19): sales made through the register API of a company no other spec touches, then a
// report built, saved, reopened, exported (the CSV parsed back) and deleted, and the insights' figures.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import Papa from "papaparse";
import { formatCents } from "@pos/core/common/money";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { advancedReportsCompany as account } from "../support/e2e-reports-accounts";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const { passcode } = account.employee;

/** Three sales on the company's register, in a shift of their own. */
async function sellThroughRegister(request: APIRequestContext): Promise<PaymentView[]> {
  const { token } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", account.device);
  await trpcMutation(request, "shifts.start", { startingFloat: 10000, passcode }, token);
  await trpcMutation(request, "hours.clockIn", { passcode }, token);
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
  const ids = Object.fromEntries(
    (data as { products: { id: string; name: string }[] }).products.map((product) => [
      product.name,
      product.id,
    ]),
  );
  const [gummies, flower] = [ids[account.products.gummies.name]!, ids[account.products.flower.name]!];
  const sell = async (items: [string, number][], paymentTypeId: "cash" | "debit" | "credit") => {
    const lines = items.map(([productId, quantity], index) => ({
      lineId: `l${index + 1}`,
      productId,
      quantity,
    }));
    const quote = (await trpcQuery(request, "sales.quote", { lines }, token)).data as { total: number };
    return trpcMutation<PaymentView>(
      request,
      "sales.checkout",
      {
        idempotencyKey: randomUUID(),
        lines,
        tenders: [{ paymentTypeId, amount: quote.total }],
        expectedTotal: quote.total,
      },
      token,
    );
  };
  const sales = [
    await sell([[gummies, 2]], "cash"),
    await sell(
      [
        [flower, 1],
        [gummies, 1],
      ],
      "debit",
    ),
    await sell([[flower, 2]], "credit"),
  ];
  await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  return sales;
}

test("build a report, save it, reopen it, export a CSV that parses back, delete it; insights show the sales", async ({
  page,
  request,
}) => {
  const sales = await sellThroughRegister(request);
  const lines = sales.flatMap((sale) => sale.lines);
  const netOf = (name: string) =>
    lines.filter((line) => line.productName === name).reduce((sum, line) => sum + line.linePrice, 0);
  const gummies = { name: account.products.gummies.name, net: netOf(account.products.gummies.name) };
  const flower = { name: account.products.flower.name, net: netOf(account.products.flower.name) };
  const owner = await signInUser(request, account.owner.email, account.owner.password);
  const companyId = owner.me.companies.find((entry) => entry.name === account.name)!.id;
  await storeTokens(page, { [tokenKeys.auth]: owner.token });

  const table = page.getByRole("table", { name: "Report" });
  // Rollups follow the sales within seconds (docs/reports-rollups.md): wait until all three sales are in.
  await expect(async () => {
    await page.goto(`/company/${companyId}/dashboard/advanced`);
    await expect(table.getByRole("row").filter({ hasText: gummies.name })).toContainText(
      formatCents(gummies.net),
      { timeout: 3000 },
    );
    await expect(table.getByRole("row").filter({ hasText: flower.name })).toContainText(
      formatCents(flower.net),
      { timeout: 3000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Advanced reports" })).toBeVisible();
  // Default: by product, net sales first and highest first.
  await expect(table.getByRole("row").nth(1)).toContainText(flower.name);
  await expect(table.getByRole("row").nth(1)).toContainText(formatCents(flower.net));

  await page.getByRole("checkbox", { name: "Gross sales" }).click();
  await pickOption(page.getByRole("combobox", { name: "Sort by" }), "Net sales");
  await pickOption(page.getByRole("combobox", { name: "Order" }), "Ascending");
  await expect(table.getByRole("row").nth(1)).toContainText(gummies.name);
  await expect(table.getByRole("columnheader", { name: "Gross sales" })).toBeVisible();

  await page.getByRole("button", { name: "Save report" }).click();
  await page.getByLabel("Name").fill("Builder check");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Builder check" })).toBeVisible();
  await reviewShot(page, "reports-advanced");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Advanced reports" })).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(flower.name);
  await pickOption(page.getByRole("combobox", { name: "Saved reports" }), "Builder check");
  await expect(page.getByRole("heading", { level: 1, name: "Builder check" })).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(gummies.name);
  await expect(table.getByRole("columnheader", { name: "Gross sales" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = readFileSync(await (await download).path(), "utf8").replace(/^\ufeff/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  // The figures in the order of the Figures list.
  expect(parsed.meta.fields).toEqual([
    "Product",
    "Gross sales",
    "Net sales",
    "Gross margin",
    "Units",
    "Sales",
  ]);
  expect(parsed.data.map((row) => [row.Product, row["Net sales"], row.Units, row.Sales])).toEqual([
    [gummies.name, (gummies.net / 100).toFixed(2), "3", "2"],
    [flower.name, (flower.net / 100).toFixed(2), "3", "2"],
    ["Total", ((gummies.net + flower.net) / 100).toFixed(2), "6", "3"],
  ]);
  for (const row of parsed.data.slice(0, 2))
    await expect(table.getByRole("row").filter({ hasText: row.Product! })).toContainText(
      formatCents(Math.round(Number(row["Net sales"]) * 100)),
    );

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete saved report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Advanced reports" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Saved reports" })).toContainText("None saved yet");

  // Two groupings and a filter: by product, then month, only the flower.
  await pickOption(page.getByRole("combobox", { name: "Then by" }), "Month");
  await expect(table.getByRole("columnheader", { name: "Month" })).toBeVisible();
  await pickOption(page.getByRole("combobox", { name: "Filter by" }), "Product");
  const keep = page.getByRole("button", { name: "Keep only" });
  await expect(keep).toHaveText("Choose product");
  await keep.click();
  await page.getByRole("menuitemcheckbox", { name: flower.name }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1)).toContainText(flower.name);
  await expect(table.getByRole("row").nth(1)).toContainText(formatCents(flower.net));
  await reviewShot(page, "reports-advanced-grouped");

  await page.goto(`/company/${companyId}/dashboard/insights`);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  const net = page.getByTestId("insight-netSales");
  await expect(net).toContainText(formatCents(gummies.net + flower.net));
  await expect(net).toContainText("3 sales");
  await expect(net).toContainText("pre-tax part of refunds");
  await expect(page.getByTestId("insight-averageBasket")).toContainText(
    formatCents(Math.round((gummies.net + flower.net) / 3)),
  );
  await expect(page.getByTestId("insight-returningCustomers")).toContainText("0 of 0 customers");
  await expect(page.getByTestId("insight-loyaltyUse")).toContainText("0.0 %");
  await expect(page.getByRole("table", { name: "Best sellers" }).getByRole("row").nth(1)).toContainText(
    flower.name,
  );
  await expect(page.getByRole("table", { name: "Worst sellers" }).getByRole("row").nth(1)).toContainText(
    gummies.name,
  );
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await reviewShot(page, "reports-insights");
});
