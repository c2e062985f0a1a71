// WooCommerce against the provider simulator (docs/integrations.md): connect a store, map a category, push a
// product with its stock, and pull an order placed in the store into the payment queue. E2E WooCommerce Co is
// this spec's own company (tests/support/e2e-integrations-seed.ts).
import { expect, test, type Page } from "@playwright/test";
import { wooCompany, signInWhenSeeded } from "../support/e2e-integrations-accounts";
import { toast } from "./account-fixtures";
import { trpcQuery } from "./employees-fixtures";
import { pickOption, reviewShot, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Integration screens" }).getByRole("link", { name });

test("connect a store, map a category, push a product and pull its online order into the payment queue", async ({
  page,
  request,
}) => {
  const owner = await signInWhenSeeded(() =>
    signInUser(request, wooCompany.owner.email, wooCompany.owner.password),
  );
  const companyId = owner.me.companies.find((entry) => entry.name === wooCompany.name)!.id;
  const base = `/company/${companyId}/dashboard/integrations/wooCommerce`;
  await storeTokens(page, { [tokenKeys.auth]: owner.token });

  // Settings: bad keys are refused and nothing is saved; good ones connect.
  await page.goto(`${base}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "WooCommerce" })).toBeVisible();
  await page.getByRole("button", { name: "use the simulated store" }).click();
  const storeUrl = await page.getByLabel("Store address").inputValue();
  expect(storeUrl).toMatch(new RegExp(`/woocommerce/store-${companyId}$`));
  await page.getByLabel("Consumer key").fill("ck_e2e_key_2026");
  await page.getByLabel("Consumer secret").fill("cs_invalid_secret");
  await page.getByRole("button", { name: "Test and connect" }).click();
  await expect(page.getByText("WooCommerce refused these keys")).toBeVisible();
  await page.getByLabel("Consumer secret").fill("cs_e2e_secret_2026");
  await page.getByRole("button", { name: "Test and connect" }).click();
  await expect(toast(page, "WooCommerce store connected")).toBeVisible();
  await expect(page.getByText("Connected store")).toBeVisible();
  await expect(page.getByText("…2026")).toBeVisible();
  await reviewShot(page, "woocommerce-settings");

  // Categories: our category goes under the store's Edibles.
  await tab(page, "Categories").click();
  const store = page.getByRole("combobox", { name: `Store category for ${wooCompany.category}` });
  await pickOption(store, "Edibles");
  await expect(toast(page, `${wooCompany.category} mapped`)).toBeVisible();
  await reviewShot(page, "woocommerce-categories");

  // Products: choose the product, push it with its stock.
  await tab(page, "Products").click();
  await page.getByLabel("Search products").fill(wooCompany.product.name);
  const row = page.getByRole("row").filter({ hasText: wooCompany.product.name });
  // The box shows the saved choice: it turns checked once the server has it (check() would not wait for that).
  const sellOnline = row.getByRole("checkbox", { name: `Sell ${wooCompany.product.name} online` });
  await sellOnline.click();
  await expect(sellOnline).toBeChecked();
  await expect(row.getByText("Waiting for push")).toBeVisible();
  await page.getByRole("button", { name: "Push 1 product and stock" }).click();
  await expect(toast(page, "1 product pushed")).toBeVisible();
  await expect(row.getByText("In the store")).toBeVisible();
  await expect(row.getByRole("cell", { name: String(wooCompany.product.stock), exact: true })).toBeVisible();
  await reviewShot(page, "woocommerce-products");

  // A shopper orders it in the store; "Pull orders now" brings it into the payment queue once.
  const simulated = storeUrl.replace(/\/[^/]+$/, "");
  const storeName = storeUrl.split("/").pop()!;
  const products = (await (await request.get(`${simulated}/__sim/${storeName}/products`)).json()) as {
    id: number;
    stock_quantity: number;
    categories: { id: number }[];
  }[];
  expect(products).toHaveLength(1);
  expect(products[0]!.stock_quantity).toBe(wooCompany.product.stock);
  const placed = await request.post(`${simulated}/__sim/${storeName}/orders`, {
    data: { lines: [{ productId: products[0]!.id, quantity: 3 }], customerName: "Sky", paid: true },
  });
  expect(placed.ok()).toBe(true);
  const order = (await placed.json()) as { id: number };
  await tab(page, "Settings").click();
  await page.getByRole("button", { name: "Pull orders now" }).click();
  // The every-minute job may have brought it in first: either way it is in the queue once (checked below).
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: /(1 new online order|0 new online orders) in the payment queue/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Pull orders now" }).click();
  await expect(toast(page, "0 new online orders in the payment queue").last()).toBeVisible();
  await expect(page.getByText("Orders pulled").locator("..")).toContainText("1");

  const device = await trpcMutation<{ token: string }>(request, "auth.deviceSignIn", wooCompany.device);
  const queue = (await trpcQuery(request, "paymentQueue.list", undefined, device.token)).data as {
    externalOrderId: string | null;
    externalSourceName: string | null;
    total: number;
    customerName: string | null;
  }[];
  const entries = queue.filter((entry) => entry.externalOrderId === String(order.id));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    externalSourceName: "WooCommerce",
    total: wooCompany.product.price * 3,
    customerName: "Sky Shopper",
  });
  await reviewShot(page, "woocommerce-connected");
});
