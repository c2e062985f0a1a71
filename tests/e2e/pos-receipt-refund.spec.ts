// The receipt after a sale, printing it, the register's sales list and a refund of one line
// (pos-and-accounts.md 2.1 POS paths, 3 Payment, 4 refund, 8 Payments).
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatCents } from "@pos/core/common/money";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift, shot } from "./pos-register-fixtures";

test.use({ viewport: { width: 1024, height: 768 } });

let token = "";
test.beforeEach(async ({ request }) => {
  token = await registerWithShift(request);
});
test.afterEach(async ({ request }) => {
  await endOpenShift(request, token);
});

type Listed = {
  id: string;
  name: string;
  price: number | null;
  isMasterProduct: boolean;
  trackInventory: boolean;
  productType: string;
};

/** Two products of the demo register with a price, sold through the API with cash and change. */
async function makeSale(request: APIRequestContext): Promise<PaymentView> {
  const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
  const products = (data as { products: Listed[] }).products.filter(
    (item) => !item.isMasterProduct && item.price && item.productType === "product" && item.trackInventory,
  );
  const [first, second] = products;
  if (!first || !second) throw new Error("The demo catalogue has fewer than two sellable products");
  const lines = [
    { lineId: "l1", productId: first.id, quantity: 2 },
    { lineId: "l2", productId: second.id, quantity: 1 },
  ];
  const quote = (await trpcQuery(request, "sales.quote", { lines }, token)).data as { total: number };
  const cash = Math.ceil((quote.total + 1) / 1000) * 1000;
  return trpcMutation<PaymentView>(
    request,
    "sales.checkout",
    {
      idempotencyKey: randomUUID(),
      lines,
      tenders: [{ paymentTypeId: "cash", amount: cash }],
      expectedTotal: quote.total,
    },
    token,
  );
}

test("the receipt of a sale prints alone, and a line of it is refunded from the sales list", async ({
  page,
  request,
}) => {
  const sale = await makeSale(request);
  const [line1, line2] = sale.lines;
  if (!line1 || !line2) throw new Error("The sale has no lines");
  await storeTokens(page, { [tokenKeys.device]: token });

  // The success screen: change due in large type and the receipt.
  await page.goto(`/pos/sale/success?paymentId=${sale.id}`);
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeVisible();
  await expect(page.getByTestId("change-due")).toHaveText(formatCents(sale.changeDue));
  const receipt = page.getByRole("article", { name: `Receipt of sale ${sale.number}` });
  await expect(receipt.getByText(`#${sale.number}`)).toBeVisible();
  await expect(receipt.getByText(line1.productName)).toBeVisible();
  await expect(receipt.getByText(`2 × ${formatCents(line1.price)}`)).toBeVisible();
  const totals = receipt.getByRole("region", { name: "Totals" });
  await expect(totals.getByText(formatCents(sale.total), { exact: true })).toBeVisible();
  await expect(receipt.getByText(sale.employee.name)).toBeVisible();
  await shot(page, "sale-success");

  // Printing shows the receipt only.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Sale complete" })).toBeHidden();
  await expect(receipt).toBeVisible();
  await shot(page, "sale-success-print");
  await page.emulateMedia({ media: "screen" });

  // The sale in today's list, found by number, then opened.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/pos\/sale$/);
  await page.goto("/pos/payments");
  await page.getByLabel("Find a sale by number").fill(String(sale.number));
  await page.getByRole("button", { name: "Find" }).click();
  const row = page.getByRole("row").filter({ hasText: `#${sale.number}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Complete")).toBeVisible();
  await shot(page, "payments-list");
  await row.getByRole("link", { name: `#${sale.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/payment/${sale.id}$`));
  await expect(page.getByRole("heading", { name: `Sale #${sale.number}` })).toBeVisible();

  // Refund one unit of the first line with the manager's passcode, restocked.
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Refund sale #${sale.number}` });
  await dialog.getByRole("button", { name: `One more ${line1.productName}` }).click();
  const oneUnit = Math.round(line1.total / 2);
  await expect(dialog.getByRole("region", { name: "Refund summary" })).toContainText(
    `Back on Cash${formatCents(oneUnit)}`,
  );
  await dialog.getByLabel("Reason (optional)").fill("Damaged package");
  await dialog.getByLabel("Manager passcode").fill("2222");
  await shot(page, "refund-dialog");
  await dialog.getByRole("button", { name: `Refund ${formatCents(oneUnit)}` }).click();
  await expect(dialog.getByText("You do not have permission to issue refunds")).toBeVisible();
  await dialog.getByLabel("Manager passcode").fill("3333");
  await dialog.getByRole("button", { name: `Refund ${formatCents(oneUnit)}` }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Partially refunded").first()).toBeVisible();
  const refunds = receipt.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText(`-${formatCents(oneUnit)}`);
  await expect(receipt.getByText("Refunded: 1 of 2")).toBeVisible();
  await expect(page.getByRole("list", { name: "Refunds" })).toContainText("Damaged package");
  await shot(page, "payment-refunded");
});
