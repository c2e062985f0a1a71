// Issue 15 item 15: receipts print the store's address, phone and GST/HST number by default, and name the
// manager who approved an over-limit or price-override sale.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoEmployees, demoGreenLeaf } from "@pos/functions/local/demo";
import type { PaymentView } from "@pos/core/payments/payment.schema";
import { approvalsRegister } from "../support/e2e-accounts";
import { signInOwner, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { trpcQuery } from "./employees-fixtures";
import { endOpenShift, registerWithShift } from "./pos-register-fixtures";

test.use({ viewport: { width: 1280, height: 800 } });

const queenWest = demoGreenLeaf.store.locations["Queen West"];
const taxLine = `GST/HST # ${demoGreenLeaf.store.taxNumber}`;
const manager = demoEmployees.find((employee) => employee.name === "Jordan Lee")!;

type Listed = {
  id: string;
  price: number | null;
  isMasterProduct: boolean;
  isBatchTracked: boolean;
  productType: string;
  driedCannabisEquivalent: number | null;
};

test("the receipt settings start from the store's details, and a new phone reaches the preview", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/settings/receipts`);
  const preview = page.getByRole("article", { name: "Receipt of sale 1042" });
  await expect(preview).toContainText(queenWest.address);
  await expect(preview).toContainText(queenWest.phone);
  await expect(preview).toContainText(taxLine);
  await expect(page.getByLabel("GST/HST number")).toHaveValue(demoGreenLeaf.store.taxNumber);

  const phone = `(416) 555-${String(Date.now()).slice(-4)}`;
  try {
    await page.getByLabel("Store phone").fill(phone);
    await expect(preview).toContainText(phone);
    await page.getByRole("button", { name: "Save store details" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Store details saved" }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Store phone")).toHaveValue(phone);
    await expect(page.getByLabel("Phone on receipts")).toHaveAttribute("placeholder", phone);
  } finally {
    const { data } = await trpcQuery(
      request,
      "company.locations",
      { companyId: owner.companyId },
      owner.token,
    );
    const locations = (data as { items: { id: string; name: string }[] }).items;
    const id = locations.find((location) => location.name === "Queen West")?.id;
    await trpcMutation(
      request,
      "receiptSettings.saveLocationDetails",
      { companyId: owner.companyId, locationId: id, ...queenWest },
      owner.token,
    );
  }
});

test("a sale's receipt prints the store's details and the manager who approved the limit and the price", async ({
  page,
  request,
}) => {
  const token = await registerWithShift(request, approvalsRegister);
  try {
    const { data } = await trpcQuery(request, "posData.listings", { since: null }, token);
    const product = (data as { products: Listed[] }).products.find(
      (item) =>
        !item.isMasterProduct &&
        !item.isBatchTracked &&
        item.productType === "product" &&
        (item.price ?? 0) > 100 &&
        (item.driedCannabisEquivalent ?? 0) >= 1,
    );
    if (!product?.price || !product.driedCannabisEquivalent)
      throw new Error("The demo catalogue has no cannabis to sell");
    const quantity = Math.floor(30 / product.driedCannabisEquivalent) + 1;
    const lines = [{ lineId: "l1", productId: product.id, quantity, priceOverride: product.price - 100 }];
    const quote = (await trpcQuery(request, "sales.quote", { lines }, token)).data as {
      total: number;
      overLimit: boolean;
    };
    expect(quote.overLimit).toBe(true);
    const sale = await trpcMutation<PaymentView>(
      request,
      "sales.checkout",
      {
        idempotencyKey: randomUUID(),
        lines,
        tenders: [{ paymentTypeId: "debit", amount: quote.total }],
        expectedTotal: quote.total,
        limitOverridePasscode: manager.passcode,
        priceOverridePasscode: manager.passcode,
      },
      token,
    );
    await storeTokens(page, { [tokenKeys.device]: token });
    await page.goto(`/pos/sale/success?paymentId=${sale.id}`);
    const receipt = page.getByRole("article", { name: `Receipt of sale ${sale.number}` });
    await expect(receipt).toContainText(queenWest.address);
    await expect(receipt).toContainText(queenWest.phone);
    await expect(receipt).toContainText(taxLine);
    await expect(receipt.getByRole("region", { name: "Sale" })).toContainText(
      `Over-limit sale approved by${manager.name}`,
    );
    await expect(receipt.getByRole("region", { name: "Sale" })).toContainText(
      `Price override approved by${manager.name}`,
    );
  } finally {
    await endOpenShift(request, token);
  }
});
