// analytics/summary (issue 19): sales made through the register API of a company no other spec touches, then the
// summary's figures, top products, CSV (parsed back) and the home page's today figures, each against the sales.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import Papa from "papaparse";
import { formatCents } from "@pos/core/common/money";
import type { PaymentView, RefundView } from "@pos/core/payments/payment.schema";
import { reportsCompany } from "../support/e2e-reports-accounts";
import { openWhenCounted, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const { passcode } = reportsCompany.employee;

async function productIds(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
  const products = (data as { products: { id: string; name: string }[] }).products;
  return Object.fromEntries(products.map((product) => [product.name, product.id]));
}

/** Three sales and a refund of one gummy, on the report company's register, in a shift of their own. */
async function sellThroughRegister(request: APIRequestContext) {
  const { token } = await trpcMutation<{ token: string }>(
    request,
    "auth.deviceSignIn",
    reportsCompany.device,
  );
  const current = (await trpcQuery(request, "shifts.current", undefined, token)).data as { shift: unknown };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  await trpcMutation(request, "shifts.start", { startingFloat: 10000, passcode }, token);
  await trpcMutation(request, "hours.clockIn", { passcode }, token);
  const ids = await productIds(request, token);
  const gummies = ids[reportsCompany.products.gummies.name]!;
  const flower = ids[reportsCompany.products.flower.name]!;
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
  const refunded = await trpcMutation<{ payment: PaymentView; refund: RefundView }>(
    request,
    "payments.refund",
    {
      paymentId: sales[0]!.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "l1", units: 1, restock: true }],
      reason: "Changed mind",
      passcode,
    },
    token,
  );
  await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  return { sales, refund: refunded.refund, refundTax: Math.round(sales[0]!.lines[0]!.taxes[0]!.amount / 2) };
}

/** The day's figures, from the sales themselves. */
function expectedFigures({ sales, refund, refundTax }: Awaited<ReturnType<typeof sellThroughRegister>>) {
  const gross = sales.reduce((sum, sale) => sum + sale.subtotal, 0);
  const discounts = sales.reduce((sum, sale) => sum + sale.discountTotal, 0);
  const netSales = gross - discounts - (refund.amount - refundTax);
  const cost = sales.flatMap((sale) => sale.lines).reduce((sum, line) => sum + line.cost, 0) - 450;
  return {
    grossSales: gross,
    netSales,
    refunds: refund.amount,
    taxes: sales.reduce((sum, sale) => sum + sale.taxTotal, 0) - refundTax,
    costOfGoods: cost,
    grossMargin: netSales - cost,
    averageBasket: Math.round((gross - discounts) / sales.length),
  };
}

test("the summary shows today's figures of the sales made, top products, a CSV that parses back, and home", async ({
  page,
  request,
}) => {
  const made = await sellThroughRegister(request);
  const expected = expectedFigures(made);
  const owner = await signInUser(request, reportsCompany.owner.email, reportsCompany.owner.password);
  const companyId = owner.me.companies.find((entry) => entry.name === reportsCompany.name)!.id;
  await storeTokens(page, { [tokenKeys.auth]: owner.token });

  const summaryPath = `/company/${companyId}/dashboard/analytics/summary`;
  // The net sales include the refund, which the rollups may count a run after the sales.
  await openWhenCounted(page, summaryPath, "kpi-netSales", formatCents(expected.netSales));
  await expect(page.getByTestId("kpi-saleCount")).toContainText("3");
  await expect(page.getByRole("heading", { level: 1, name: "Sales summary" })).toBeVisible();
  for (const [key, cents] of Object.entries(expected))
    await expect(page.getByTestId(`kpi-${key}`), key).toContainText(formatCents(cents));
  await expect(page.getByTestId("kpi-units")).toContainText("5");
  const products = page.getByRole("table", { name: "Top products" });
  await expect(products.getByRole("row").nth(1)).toContainText(reportsCompany.products.flower.name);
  await expect(products.getByRole("row").nth(2)).toContainText(reportsCompany.products.gummies.name);
  await expect(page.getByRole("table", { name: "Top employees" })).toContainText(
    reportsCompany.employee.name,
  );
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await reviewShot(page, "reports-summary");

  // Printing leaves out the controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeHidden();
  await expect(page.getByTestId("kpi-netSales")).toBeVisible();
  await reviewShot(page, "reports-summary-print");
  await page.emulateMedia({ media: "screen" });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, "utf8").replace(/^\ufeff/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.meta.fields).toEqual(["Section", "Item", "Figure", "Value"]);
  const value = (figure: string) =>
    parsed.data.find((row) => row.Section === "Period" && row.Figure === figure)?.Value;
  expect(value("Net sales")).toBe((expected.netSales / 100).toFixed(2));
  expect(value("Gross sales")).toBe((expected.grossSales / 100).toFixed(2));
  expect(value("Refunds")).toBe((expected.refunds / 100).toFixed(2));
  expect(value("Sales")).toBe("3");
  const topProduct = parsed.data.find((row) => row.Section === "Top products" && row.Figure === "Net sales");
  expect(topProduct?.Item).toBe(reportsCompany.products.flower.name);

  // A custom period over 12 months is refused before asking the server.
  await page.getByRole("radio", { name: "Custom" }).click();
  await page.getByLabel("From").fill("2025-01-01");
  await page.getByLabel("To").fill("2026-01-01");
  await expect(page.getByRole("alert")).toHaveText("Reports are limited to 12 months");

  await openWhenCounted(page, `/company/${companyId}/dashboard`, "home-sale-count", "3");
  await expect(page.getByTestId("home-net-sales")).toHaveText(formatCents(expected.netSales));
  await expect(page.getByTestId("home-basket")).toHaveText(formatCents(expected.averageBasket));
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await reviewShot(page, "reports-home");
});

test("a period without sales says so in each chart, reads its changes calmly, and offers the last 7 days", async ({
  page,
  request,
}) => {
  const owner = await signInUser(request, reportsCompany.owner.email, reportsCompany.owner.password);
  const companyId = owner.me.companies.find((entry) => entry.name === reportsCompany.name)!.id;
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${companyId}/dashboard/analytics/summary`);
  await page.getByRole("radio", { name: "Custom" }).click();
  await page.getByLabel("From").fill("2026-01-05");
  await page.getByLabel("To", { exact: true }).fill("2026-01-11");
  await expect(page.getByRole("status").filter({ hasText: "No sales in this period" })).toBeVisible();
  // The notice above the cards, both charts and the three top lists.
  await expect(page.getByText("No sales in this period", { exact: true })).toHaveCount(6);
  await expect(page.locator(".recharts-bar-rectangle")).toHaveCount(0);
  await expect(page.getByTestId("kpi-netSales")).toContainText("No change");
  await expect(page.getByTestId("kpi-netSales")).not.toContainText("%");
  await reviewShot(page, "reports-summary-empty");
  await page.getByRole("button", { name: "Show the last 7 days" }).click();
  await expect(page.getByRole("radio", { name: "Last 7 days" })).toBeChecked();
});
