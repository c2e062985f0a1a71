// The inventory story of issue 17 ("Done when", first bullet), through the browser only: a newly registered store
// adds its second location, turns lot tracking on, creates a lot-tracked and an untracked-lot product, receives
// stock with its cost (a new lot), transfers part of it to the second location, counts it there in an audit one unit
// short, and reads the overview at both locations and the inventory log. Every quantity, cost and value is asserted.
import { expect, test, type Page } from "@playwright/test";
import { toast } from "./account-fixtures";
import { pickOption, reviewShot } from "./fixtures";
import { addLocation } from "./location-fixtures";
import { columns, registerStoreInBrowser, tableRows } from "./inventory-story-fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

const lot = "LS-0426";
const expiry = "2027-06-30";

async function createProduct(page: Page, companyId: number, name: string, sku: string, lots: boolean) {
  await page.goto(`/company/${companyId}/dashboard/productListing/addProduct`);
  await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("SKU", { exact: true }).fill(sku);
  await page.getByLabel("Retail price", { exact: true }).fill("12.00");
  if (lots) await page.getByLabel("Track lots", { exact: true }).click();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  await expect(page).toHaveURL(/\/editProduct\/[^/]+$/);
}

async function receive(
  page: Page,
  sku: string,
  name: string,
  quantity: string,
  cost: string,
  newLot: boolean,
) {
  await page.getByLabel("Product", { exact: true }).fill(sku);
  await page
    .getByRole("list", { name: "Matching products" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  const form = page.getByRole("form", { name: `Adjust ${name}` });
  await expect(form).toBeVisible();
  if (newLot) {
    await pickOption(form.getByLabel("Lot", { exact: true }), "New lot…");
    await form.getByLabel("Lot number").fill(lot);
    await form.getByLabel("Expiry date").fill(expiry);
  }
  await form.getByLabel("Quantity (+ in, − out)").fill(quantity);
  await expect(form.getByLabel("Reason")).toHaveText("Received");
  await form.getByLabel("Unit cost").fill(cost);
  await form.getByLabel("Note").fill("First delivery");
  await reviewShot(page, `story-receive-${sku}`);
  await form.getByRole("button", { name: "Save adjustment" }).click();
  await expect(toast(page, `${name}: ${quantity} on hand`)).toBeVisible();
}

async function overviewAt(page: Page, companyId: number, location: string) {
  await page.goto(`/company/${companyId}/dashboard/inventory/overview`);
  await pickOption(page.getByRole("combobox", { name: "Location" }), location);
}

async function logAt(page: Page, companyId: number, location: string) {
  await page.goto(`/company/${companyId}/dashboard/inventoryLogs`);
  await expect(page.getByRole("heading", { name: "Inventory logs", level: 1 })).toBeVisible();
  await pickOption(page.getByRole("combobox", { name: "Location" }), location);
}

const logColumns = [
  "Lot",
  "Type",
  "Reason / note",
  "Change",
  "After",
  "Unit cost",
  "Value change",
  "Document",
];

test("a new store receives, transfers, audits and reads every figure in the overview and the log", async ({
  page,
  request,
}) => {
  test.slow();
  const store = await registerStoreInBrowser(page, request);
  const { companyId } = store;
  const main = store.companyName;
  const east = `East ${companyId}`;
  const flower = `Story Flower ${companyId}`;
  const papers = `Story Papers ${companyId}`;
  await reviewShot(page, "story-dashboard");

  await addLocation(page, companyId, east, { city: "Ottawa" });
  await reviewShot(page, "story-locations");

  await page.goto(`/company/${companyId}/dashboard/settings/inventory`);
  const lotTracking = page.getByRole("switch", { name: "Lot tracking" });
  await expect(lotTracking).not.toBeChecked();
  await lotTracking.click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Inventory settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Lot tracking" })).toBeChecked();
  await reviewShot(page, "story-inventory-settings");

  await createProduct(page, companyId, flower, `SF-${companyId}`, true);
  await createProduct(page, companyId, papers, `SP-${companyId}`, false);

  // 10 of a new lot at $4.00 and 8 papers at $2.50 arrive at the first location.
  await page.goto(`/company/${companyId}/dashboard/inventory/update`);
  await pickOption(page.getByRole("combobox", { name: "Location" }), main);
  await receive(page, `SF-${companyId}`, flower, "10", "4.00", true);
  await receive(page, `SP-${companyId}`, papers, "8", "2.50", false);
  const recent = page.getByRole("table", { name: "Recent adjustments" });
  await expect(recent.getByRole("row").filter({ hasText: flower })).toContainText(`lot ${lot}`);
  await reviewShot(page, "story-update");

  // 6 flower of the lot and 3 papers go to the second location.
  await page.goto(`/company/${companyId}/dashboard/inventory/transfer`);
  await page.getByRole("button", { name: "New transfer" }).click();
  const dialog = page.getByRole("dialog", { name: "New transfer" });
  await pickOption(dialog.getByLabel("From"), main);
  await pickOption(dialog.getByLabel("To"), east);
  await dialog.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/inventory\/transfer\/editTransfer\/\d+$/);
  const number = (await page.getByRole("heading", { name: /^Transfer #\d+$/ }).textContent())!.replace(
    "Transfer ",
    "",
  );
  for (const name of [flower, papers]) {
    await page.getByLabel("Add a product").fill(name);
    await page.getByRole("button", { name: `Add ${name}` }).click();
    await expect(page.getByLabel(`Quantity of ${name}`)).toBeVisible();
  }
  await pickOption(page.getByLabel(`Lot of ${flower}`), `${lot} (10 on hand)`);
  await page.getByLabel(`Quantity of ${flower}`).fill("6");
  await page.getByLabel(`Quantity of ${papers}`).fill("3");
  await expect(page.getByText("2 lines, 9 units")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Transfer saved")).toBeVisible();
  await reviewShot(page, "story-transfer-draft");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const confirmSend = page.getByRole("alertdialog", { name: `Send transfer ${number}?` });
  await expect(confirmSend).toContainText(`9 units on 2 lines leave ${main}'s stock`);
  await confirmSend.getByRole("button", { name: "Send transfer" }).click();
  await expect(toast(page, `Transfer ${number} sent`)).toBeVisible();
  await page.getByRole("button", { name: "Receive" }).click();
  const receiveDialog = page.getByRole("dialog", { name: `Receive transfer ${number}` });
  await expect(receiveDialog.getByLabel(`Arrived now of ${flower}`)).toHaveValue("6");
  await expect(receiveDialog.getByLabel(`Arrived now of ${papers}`)).toHaveValue("3");
  await reviewShot(page, "story-transfer-receive");
  await receiveDialog.getByRole("button", { name: "Receive 9 units" }).click();
  await expect(toast(page, `Transfer ${number} received`)).toBeVisible();
  const sent = page.getByRole("table", { name: "Transfer lines" });
  const sentColumns = ["Lot", "Sent", "Received", "Unit cost", "Value"];
  expect(columns(await tableRows(sent), sentColumns)).toEqual([
    [lot, "6", "6", "$4.00", "$24.00"],
    ["—", "3", "3", "$2.50", "$7.50"],
  ]);
  await expect(sent.getByRole("row").filter({ hasText: "Total" })).toHaveText(/Total\s*99\s*\$31\.50/);
  await reviewShot(page, "story-transfer-received");

  // The second location counts 5 flower (one short) and 3 papers.
  await page.goto(`/company/${companyId}/dashboard/inventory/audit`);
  await page.getByRole("button", { name: "Start audit" }).click();
  const start = page.getByRole("dialog", { name: "Start audit" });
  await start.getByLabel("Title").fill("First count");
  await pickOption(start.getByRole("combobox", { name: "Location" }), east);
  await start.getByRole("button", { name: "Start audit" }).click();
  const auditHeading = page.getByRole("heading", { name: /^First count \(#\d+\)$/ });
  await expect(auditHeading).toBeVisible();
  const auditId = /#(\d+)/.exec((await auditHeading.textContent()) ?? "")?.[1];
  await expect(page.getByTestId("audit-progress")).toHaveText("0 of 2 counted");
  const flowerCount = page.getByLabel(`Count of ${flower} lot ${lot}`);
  await flowerCount.fill("5");
  await flowerCount.press("Enter");
  const papersCount = page.getByLabel(`Count of ${papers}`, { exact: true });
  await papersCount.fill("3");
  await papersCount.press("Enter");
  await expect(page.getByTestId("audit-progress")).toHaveText("2 of 2 counted");
  await reviewShot(page, "story-audit-count");
  await page.getByRole("button", { name: "Review & complete" }).click();
  const variances = page.getByRole("table", { name: "Variances" });
  await expect(variances.getByRole("row").filter({ hasText: papers })).toBeVisible();
  const varianceColumns = ["Expected", "Counted", "Variance", "Unit cost", "Value"];
  const reviewed = await tableRows(variances);
  expect(reviewed).toHaveLength(2);
  const byProduct = (rows: Record<string, string>[], name: string) =>
    columns(
      rows.filter((row) => (row.Product ?? "").includes(name)),
      varianceColumns,
    );
  expect(byProduct(reviewed, `Lot ${lot}`)).toEqual(byProduct(reviewed, flower));
  expect(byProduct(reviewed, flower)).toEqual([["6", "5", "-1", "$4.00", "-$4.00"]]);
  expect(byProduct(reviewed, papers)).toEqual([["3", "3", "0", "$2.50", "$0.00"]]);
  await expect(page.getByTestId("total-variance-units")).toHaveText("-1 units");
  await expect(page.getByTestId("total-variance-value")).toHaveText("-$4.00");
  await reviewShot(page, "story-audit-review");
  await page.getByRole("button", { name: "Complete audit" }).click();
  const confirmAudit = page.getByRole("alertdialog");
  await expect(confirmAudit).toContainText("On-hand will be adjusted by -1 units");
  await confirmAudit.getByRole("button", { name: "Complete audit" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("total-variance-value")).toHaveText("-$4.00");
  await reviewShot(page, "story-audit-completed");

  // The overview at each location: on hand, unit cost and value, per lot when expanded, and the totals.
  const overviewColumns = ["On hand", "Unit cost", "Value at cost"];
  for (const [location, flowerUnits, papersUnits, totalUnits, totalValue] of [
    [main, ["4", "$4.00", "$16.00"], ["5", "$2.50", "$12.50"], "9", "$28.50"],
    [east, ["5", "$4.00", "$20.00"], ["3", "$2.50", "$7.50"], "8", "$27.50"],
  ] as const) {
    await overviewAt(page, companyId, location);
    const table = page.getByRole("table", { name: "Inventory" });
    await expect(page.getByTestId(`stock-${flower}`)).toBeVisible();
    await page.getByRole("button", { name: `Show the lots of ${flower} (1)` }).click();
    await expect(table.getByRole("row").filter({ hasText: `Lot ${lot}` })).toContainText(`Expires ${expiry}`);
    const rows = await tableRows(table);
    const product = (name: string) => rows.filter((row) => (row.Product ?? "").includes(name));
    expect(columns(product(flower), overviewColumns)).toEqual([[...flowerUnits]]);
    expect(columns(product(`Lot ${lot}`), overviewColumns)).toEqual([[...flowerUnits]]);
    expect(columns(product(papers), overviewColumns)).toEqual([[...papersUnits]]);
    await expect(page.getByTestId("total-units")).toHaveText(totalUnits);
    await expect(page.getByTestId("total-value")).toHaveText(totalValue);
    await reviewShot(page, `story-overview-${location === main ? "main" : "east"}`);
  }

  // The ledger at each location, newest first per product: what changed, what was left, at what cost, and why.
  const transfer = `Transfer${number.slice(1)}`;
  const adjustment = expect.stringMatching(/^Adjustment[0-9a-f-]{36}$/);
  await logAt(page, companyId, main);
  const log = page.getByRole("table");
  await expect(log.getByRole("row").filter({ hasText: "Transfer out" })).toHaveCount(2);
  let entries = await tableRows(log);
  const of = (name: string) =>
    columns(
      entries.filter((row) => (row["Product / SKU"] ?? "").includes(name)),
      logColumns,
    );
  expect(of(flower)).toEqual([
    [lot, "Transfer out", "—", "-6", "4", "$4.00", "-$24.00", transfer],
    [lot, "Adjustment", "Received · First delivery", "+10", "10", "$4.00", "$40.00", adjustment],
  ]);
  expect(of(papers)).toEqual([
    ["—", "Transfer out", "—", "-3", "5", "$2.50", "-$7.50", transfer],
    ["—", "Adjustment", "Received · First delivery", "+8", "8", "$2.50", "$20.00", adjustment],
  ]);
  await reviewShot(page, "story-log-main");

  await logAt(page, companyId, east);
  await expect(log.getByRole("row").filter({ hasText: "Audit" })).toHaveCount(1);
  entries = await tableRows(log);
  expect(of(flower)).toEqual([
    [lot, "Audit", "—", "-1", "5", "$4.00", "-$4.00", `Audit${auditId}`],
    [lot, "Transfer in", "—", "+6", "6", "$4.00", "$24.00", transfer],
  ]);
  expect(of(papers)).toEqual([["—", "Transfer in", "—", "+3", "3", "$2.50", "$7.50", transfer]]);
  await reviewShot(page, "story-log-east");
  await log.getByRole("link", { name: `Audit ${auditId}` }).click();
  await expect(auditHeading).toBeVisible();
  await expect(page.getByTestId("total-variance-value")).toHaveText("-$4.00");
});
