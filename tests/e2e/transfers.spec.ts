// Transfers in the browser: a draft made with "New transfer", products added by search, sent and received in two
// parts, with every figure asserted on screen and in the stock. Its own products (one run tag) in the demo company.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { TransferProductChoice, TransferView } from "@pos/core/inventory/transfer.schema";
import { companyLocations, trpcQuery } from "./employees-fixtures";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot, signInOwner, storeTokens, trpcMutation } from "./fixtures";
import { createProduct, runTag, type Owner } from "./product-listing-fixtures";

async function onHand(request: APIRequestContext, owner: Owner, locationId: string, name: string) {
  const { data } = await trpcQuery(
    request,
    "transfers.products",
    { companyId: owner.companyId, locationId, query: name },
    owner.token,
  );
  return (data as TransferProductChoice[]).find((choice) => choice.name === name)?.available;
}

/** Stock put at `to` the way a store would: a transfer from `from`, sent and received through the API. */
async function stockUp(
  request: APIRequestContext,
  owner: Owner,
  from: string,
  to: string,
  productIds: string[],
) {
  const call = <T>(procedure: string, input: object) =>
    trpcMutation<T>(request, `transfers.${procedure}`, { companyId: owner.companyId, ...input }, owner.token);
  const draft = await call<TransferView>("create", {
    fromLocationId: from,
    toLocationId: to,
    lines: productIds.map((productId) => ({ productId, quantity: 10 })),
  });
  await call("send", { transferId: draft.id });
  await call("receive", {
    transferId: draft.id,
    lines: draft.lines.map((line) => ({ lineId: line.id, receivedQuantity: 10 })),
  });
}

async function addProduct(page: Page, name: string) {
  await page.getByLabel("Add a product").fill(name);
  await page.getByRole("button", { name: `Add ${name}` }).click();
  await expect(
    page.getByRole("table", { name: "Transfer lines" }).getByText(name, { exact: true }),
  ).toBeVisible();
}

test("a transfer is drafted, sent and received in two parts, moving exactly its units", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const locations = await companyLocations(request, owner.token, owner.companyId);
  const source = locations.find((location) => location.name === "Queen West")!;
  const destination = locations.find((location) => location.name === "Kensington")!;
  const tag = runTag();
  const names = [`Transfer gummies ${tag}`, `Transfer pre-rolls ${tag}`];
  const products = await Promise.all(
    names.map((name) => createProduct(request, owner, { name, trackInventory: true })),
  );
  await stockUp(
    request,
    owner,
    destination.id,
    source.id,
    products.map((product) => product.id),
  );

  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/inventory/transfer`);
  await expect(page.getByRole("heading", { name: "Transfers" })).toBeVisible();
  await reviewShot(page, "transfers-list");

  await page.getByRole("button", { name: "New transfer" }).click();
  const dialog = page.getByRole("dialog", { name: "New transfer" });
  await pickOption(dialog.getByLabel("From"), "Queen West");
  await pickOption(dialog.getByLabel("To"), "Kensington");
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/inventory\/transfer\/editTransfer\/\d+$/);
  const number = (await page.getByRole("heading", { name: /^Transfer #\d+$/ }).textContent())!.replace(
    "Transfer ",
    "",
  );
  const pageHeader = page.locator("header", { has: page.getByRole("heading", { level: 1 }) });
  const status = (text: string) => pageHeader.getByText(text, { exact: true });
  await expect(status("Draft")).toBeVisible();

  await addProduct(page, names[0]!);
  await addProduct(page, names[1]!);
  await page.getByLabel(`Quantity of ${names[0]}`).fill("4");
  await page.getByLabel(`Quantity of ${names[1]}`).fill("2.5");
  await expect(page.getByText("2 lines, 6.5 units")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Transfer saved")).toBeVisible();
  await reviewShot(page, "transfer-draft");

  await page.getByRole("button", { name: "Send", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: `Send transfer ${number}?` });
  await expect(confirm).toContainText("6.5 units on 2 lines leave Queen West's stock");
  await confirm.getByRole("button", { name: "Send transfer" }).click();
  await expect(toast(page, `Transfer ${number} sent`)).toBeVisible();
  await expect(status("Sent")).toBeVisible();
  expect(await onHand(request, owner, source.id, names[0]!)).toBe(6);
  expect(await onHand(request, owner, source.id, names[1]!)).toBe(7.5);

  await page.getByRole("button", { name: "Receive" }).click();
  const receive = page.getByRole("dialog", { name: `Receive transfer ${number}` });
  await receive.getByLabel(`Arrived now of ${names[0]}`).fill("3");
  await receive.getByLabel(`Arrived now of ${names[1]}`).fill("0");
  await reviewShot(page, "transfer-receive");
  await receive.getByRole("button", { name: "Receive 3 units" }).click();
  await expect(toast(page, "Received 3 units; the rest is still due")).toBeVisible();
  await expect(status("Partially received")).toBeVisible();
  expect(await onHand(request, owner, destination.id, names[0]!)).toBe(-10 + 3);
  expect(await onHand(request, owner, destination.id, names[1]!)).toBe(-10);

  await page.getByRole("button", { name: "Receive" }).click();
  await expect(receive.getByLabel(`Arrived now of ${names[0]}`)).toHaveValue("1");
  await expect(receive.getByLabel(`Arrived now of ${names[1]}`)).toHaveValue("2.5");
  await receive.getByRole("button", { name: "Receive 3.5 units" }).click();
  await expect(toast(page, `Transfer ${number} received`)).toBeVisible();
  await expect(status("Received")).toBeVisible();
  expect(await onHand(request, owner, destination.id, names[0]!)).toBe(-6);
  expect(await onHand(request, owner, destination.id, names[1]!)).toBe(-7.5);
  await reviewShot(page, "transfer-received");

  await page.getByRole("button", { name: "Packing slip" }).click();
  const slip = page.getByRole("article", { name: `Packing slip for transfer ${number}` });
  await expect(slip).toContainText("Queen West");
  await expect(slip).toContainText("Kensington");
  await expect(slip.getByRole("row", { name: new RegExp(names[1]!) })).toContainText("2.5");
  await expect(slip).toContainText("6.5");
  await reviewShot(page, "transfer-packing-slip");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Transfers" }).first()).toBeHidden();
  await expect(page.getByRole("dialog")).toBeHidden();
  // The page's own copy prints (the dialog keeps the rest of the page from assistive technology, so by its marker).
  const printed = page.locator("[data-print-root]");
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(`Transfer${number}`);
  await expect(printed).toContainText("Received by (Kensington)");
  await reviewShot(page, "transfer-packing-slip-print");
  await page.emulateMedia({ media: "screen" });
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "Transfers" }).first().click();
  await pickOption(page.getByLabel("Status"), "Received");
  const row = page.getByRole("row", { name: new RegExp(`^${number} `) });
  await expect(row).toContainText("Queen West");
  await expect(row).toContainText("Kensington");
  await expect(row).toContainText("6.5");
  await reviewShot(page, "transfers-list-received");
});
