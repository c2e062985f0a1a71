// analytics/paymentTypes and the tax report (issue 19): sales and a refund made through the register API of a company
// no other spec touches, then each screen's figures and its CSV (parsed back) against those sales; and the demo
// company's history on both screens.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { expect, test, type APIRequestContext, type Download, type Page } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import type { PaymentView, RefundView } from "@pos/core/payments/payment.schema";
import { moneyReportsCompany as company } from "../support/e2e-reports-accounts";
import { openWhenCounted, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const { passcode } = company.employee;

/** A cash, a debit and a credit sale, and one of the cash sale's two gummies refunded (cash back). */
async function sellThroughRegister(request: APIRequestContext) {
  const { token } = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", company.device);
  const current = (await trpcQuery(request, "shifts.current", undefined, token)).data as { shift: unknown };
  if (current.shift)
    await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  await trpcMutation(request, "shifts.start", { startingFloat: 10000, passcode }, token);
  await trpcMutation(request, "hours.clockIn", { passcode }, token);
  const listings = (await trpcQuery(request, "posData.listings", { since: null }, token)).data as {
    products: { id: string; name: string }[];
  };
  const idOf = (name: string) => listings.products.find((product) => product.name === name)!.id;
  const gummies = idOf(company.products.gummies.name);
  const flower = idOf(company.products.flower.name);
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
  const sales = {
    cash: await sell([[gummies, 2]], "cash"),
    debit: await sell(
      [
        [flower, 1],
        [gummies, 1],
      ],
      "debit",
    ),
    credit: await sell([[flower, 2]], "credit"),
  };
  const { refund } = await trpcMutation<{ payment: PaymentView; refund: RefundView }>(
    request,
    "payments.refund",
    {
      paymentId: sales.cash.id,
      idempotencyKey: randomUUID(),
      lines: [{ lineId: "l1", units: 1, restock: true }],
      reason: "Changed mind",
      passcode,
    },
    token,
  );
  await trpcMutation(request, "shifts.end", { floatCount: null, password: passcode }, token);
  return { sales, refund };
}

async function signIn(page: Page, request: APIRequestContext, email: string, password: string, name: string) {
  const owner = await signInUser(request, email, password);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  return owner.me.companies.find((entry) => entry.name === name)!.id;
}

async function csvOf(page: Page): Promise<Record<string, string>[]> {
  const download: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = readFileSync(await (await download).path(), "utf8").replace(/^\ufeff/, "");
  return Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
}

const cents = (dollars: string | undefined) => Math.round(Number(dollars) * 100);

test("payment types and taxes show the sales made, and their CSVs parse back to the figures", async ({
  page,
  request,
}) => {
  const { sales, refund } = await sellThroughRegister(request);
  const companyId = await signIn(page, request, company.owner.email, company.owner.password, company.name);
  const base = `/company/${companyId}/dashboard`;

  const tenders = {
    cash: sales.cash.actualTotal - refund.amount,
    debit: sales.debit.actualTotal,
    credit: sales.credit.actualTotal,
  };
  const total = tenders.cash + tenders.debit + tenders.credit;
  await openWhenCounted(page, `${base}/analytics/paymentTypes`, "tender-cash", formatCents(tenders.cash));
  await expect(page.getByRole("heading", { level: 1, name: "Payment types" })).toBeVisible();
  await expect(page.getByTestId("tender-cash")).toContainText("2"); // a sale and a refund
  await expect(page.getByTestId("tender-debit")).toContainText(formatCents(tenders.debit));
  await expect(page.getByTestId("tender-credit")).toContainText(formatCents(tenders.credit));
  const totals = page.getByRole("table", { name: "By payment type" }).locator("tfoot");
  await expect(totals).toContainText(formatCents(total));
  await expect(totals).toContainText("4");
  await expect(page.getByRole("table", { name: "By day" }).locator("tbody tr")).toHaveCount(3);
  await reviewShot(page, "reports-payment-types");

  const tenderCsv = await csvOf(page);
  const totalOf = (type: string) =>
    tenderCsv.find((row) => row.Day === "Total" && row["Payment type"] === type);
  expect(cents(totalOf("Cash")?.Amount)).toBe(tenders.cash);
  expect(cents(totalOf("Debit")?.Amount)).toBe(tenders.debit);
  expect(cents(totalOf("Credit")?.Amount)).toBe(tenders.credit);
  expect(cents(totalOf("All payment types")?.Amount)).toBe(total);
  expect(totalOf("All payment types")?.Transactions).toBe("4");
  expect(
    tenderCsv.filter((row) => row.Day !== "Total").every((row) => row.Location === company.location),
  ).toBe(true);

  // The refund of one of two gummies gives back its price and its tax: what is over the price is tax.
  const refundTax = refund.amount - company.products.gummies.price;
  const hst = sales.cash.taxTotal + sales.debit.taxTotal + sales.credit.taxTotal - refundTax;
  const netSales =
    sales.cash.subtotal + sales.debit.subtotal + sales.credit.subtotal - company.products.gummies.price;
  await openWhenCounted(page, `${base}/analytics/taxes`, "tax-HST", formatCents(hst));
  await expect(page.getByRole("heading", { level: 1, name: "Tax report" })).toBeVisible();
  await expect(page.getByTestId("tax-net-sales")).toHaveText(formatCents(netSales));
  await expect(page.getByTestId("tax-total")).toHaveText(formatCents(hst));
  await expect(page.getByRole("table", { name: "Taxes collected" })).toContainText(company.location);
  await reviewShot(page, "reports-taxes");
  // On paper: the figures without the controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeHidden();
  await expect(page.getByRole("radio", { name: "Quarter" })).toBeHidden();
  await expect(page.getByTestId("tax-total")).toBeVisible();
  await reviewShot(page, "reports-taxes-print");
  await page.emulateMedia({ media: "screen" });

  const taxCsv = await csvOf(page);
  const figure = (location: string, name: string) =>
    cents(taxCsv.find((row) => row.Location === location && row.Figure === name)?.Amount);
  expect(figure(company.location, "HST")).toBe(hst);
  expect(figure(company.location, "Net sales")).toBe(netSales);
  expect(figure("All locations", "Total tax")).toBe(hst);

  // A quarter holds this month; a custom period over 12 months is refused before asking the server.
  await page.getByRole("radio", { name: "Quarter" }).click();
  await expect(page.getByTestId("tax-HST")).toHaveText(formatCents(hst));
  await page.getByRole("radio", { name: "Custom" }).click();
  await page.getByLabel("From").fill("2025-01-01");
  await page.getByLabel("To").fill("2026-01-01");
  await expect(page.getByRole("alert")).toHaveText("Reports are limited to 12 months");
});

test("the demo store's sales history shows on both screens", async ({ page, request }) => {
  const companyId = await signIn(
    page,
    request,
    "owner@demo.test",
    "Owner#Demo2026",
    "Green Leaf Cannabis Co.",
  );
  const base = `/company/${companyId}/dashboard`;
  await page.goto(`${base}/analytics/paymentTypes`);
  await page.getByRole("radio", { name: "This month" }).click();
  await expect(
    page.getByRole("table", { name: "By payment type" }).locator("tbody tr").first(),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "By day" })).toContainText("Queen West");
  await reviewShot(page, "reports-payment-types-demo");
  await page.goto(`${base}/analytics/taxes`);
  await expect(page.getByRole("table", { name: "Taxes collected" })).toContainText("Kensington");
  await expect(page.getByTestId("tax-total")).not.toHaveText("$0.00");
  await reviewShot(page, "reports-taxes-demo");
});
