// admin.md 2, 4, 5, 7, 9 and dashboard.md (global catalog flag): province product lists uploaded, reviewed as a
// change set and saved in chunks, searched and exported; the global catalogue uploaded and exported; a company with
// the global catalog flag adds a product from it. SKUs are this run's own, so no other spec's data matters.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { readyOwner, strongPassword, toast } from "./account-fixtures";
import { pickOption, reviewShot, settled, signInUser, storeTokens, trpcMutation } from "./fixtures";

const header =
  "SKU,Name,Brand,Category,Format,GTIN,Quantity Per Case,THC Min,THC Max,CBD Min,CBD Max,THC CBD Unit,Plant Type";
const ontario = "Ontario & all other provinces";

function list(prefix: string, count: number, thcMax = 21): string {
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${String(index).padStart(3, "0")},${prefix} Pink Kush ${index},Pure Sunfarms,Dried Flower,3.5g,,12,18,${index === 0 ? thcMax : 21},0,1,%,Indica`,
  );
  return [header, ...rows].join("\r\n");
}

async function chooseFile(page: Page, name: string, content: string) {
  await page
    .getByLabel("Catalogue file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

const today = () => new Date().toISOString().slice(0, 10);

test("the admin reviews and saves a province change set, searches and exports; the global catalogue goes up and out; a company adds from it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const prefix = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  await storeTokens(page, { authToken: admin.token });

  await page.goto("/admin/provinceProducts/import");
  await expect(page.getByRole("heading", { name: "Import province products" })).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Please select a province")).toBeVisible();
  await pickOption(page.getByRole("combobox", { name: "Province" }), ontario);
  await chooseFile(page, "ocs-list.csv", list(prefix, 12));
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Catalog uploaded")).toBeVisible();
  await expect(page.getByText("Reading the file and preparing the change set…")).toBeVisible();
  await expect(page.getByText(`Change set: ${ontario}`)).toBeVisible({ timeout: 30_000 });
  const adds = page.getByRole("table", { name: "Products to add" });
  await expect(adds.getByRole("row")).toHaveCount(11);
  await expect(page.getByText("First 10 of 12")).toBeVisible();
  await reviewShot(page, "province-change-set");
  await page.getByRole("button", { name: "Show all" }).click();
  await expect(adds.getByRole("row")).toHaveCount(13);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "Successfully uploaded change set")).toBeVisible();

  await chooseFile(page, "ocs-list.csv", list(prefix, 12, 26));
  await pickOption(page.getByRole("combobox", { name: "Province" }), ontario);
  await page.getByRole("button", { name: "Upload" }).click();
  await page.getByRole("tab", { name: "Updated products (1)" }).click({ timeout: 30_000 });
  const updated = page.getByRole("table", { name: "Updated products" });
  await expect(updated.getByText("maxThc:")).toBeVisible();
  await expect(updated.getByRole("deletion")).toHaveText("21");
  await expect(updated.getByRole("insertion")).toHaveText("26");
  await reviewShot(page, "province-change-set-updates");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Upload" })).toBeVisible();

  await page.getByRole("link", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search province products" }).fill(`${prefix} pink`);
  await expect(page.getByRole("cell", { name: `${prefix} Pink Kush 11` })).toBeVisible();
  await expect(page.getByRole("cell", { name: "18–21 %" }).first()).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(13);
  await reviewShot(page, "province-search");

  await page.getByRole("link", { name: "Export" }).click();
  await page.getByRole("button", { name: "Select province" }).click();
  await expect(toast(page, "Please select a province")).toBeVisible();
  await pickOption(page.getByRole("combobox", { name: "Province" }), ontario);
  const exported = await download(page, `Export ${ontario}`);
  expect(exported.name).toBe(`ON-${today()}.csv`);
  expect(exported.text).toContain(`${prefix}-000,${prefix} Pink Kush 0,Pure Sunfarms`);
  await reviewShot(page, "province-export");

  await page.goto("/admin/globalCatalog");
  await expect(page).toHaveURL(/\/admin\/globalCatalog\/import$/);
  await page.getByRole("button", { name: "Import change set" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Change Set" });
  await settled(dialog);
  expect((await dialog.boundingBox())?.width).toBe(620);
  await pickOption(dialog.getByRole("combobox", { name: "Province" }), "Alberta");
  await chooseFile(page, "global-ab.csv", list(prefix, 3));
  await reviewShot(page, "global-upload-dialog");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Global Catalog uploaded")).toBeVisible();
  await expect(page.getByText("global-ab.csv · Alberta")).toBeVisible();
  await expect(page.getByText("3 products").first()).toBeVisible({ timeout: 30_000 });
  await pickOption(page.getByRole("combobox", { name: "Province" }), "Alberta");
  await page.getByRole("searchbox", { name: "Search the global catalog" }).fill(prefix);
  await expect(page.getByRole("cell", { name: `${prefix} Pink Kush 2` })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(4);
  await reviewShot(page, "global-import");

  await page.getByRole("link", { name: "Export" }).click();
  await pickOption(page.getByRole("combobox", { name: "Province" }), "Alberta");
  const global = await download(page, "Export Alberta");
  expect(global.name).toBe(`AB-${today()}.csv`);
  expect(global.text).toContain(`${prefix}-002,${prefix} Pink Kush 2`);

  const store = await readyOwner(request, "global");
  await trpcMutation(
    request,
    "flags.set",
    { companyId: store.companyId, flag: "globalCatalog", enabled: true },
    admin.token,
  );
  const owner = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { authToken: owner.token });
  await page.goto(`/company/${store.companyId}/dashboard/productListing`);
  await page.getByRole("button", { name: "Add from global catalog" }).click();
  const picker = page.getByRole("dialog", { name: "Add from global catalog" });
  await picker.getByRole("searchbox", { name: "Search the global catalog" }).fill("Redecan");
  const first = picker.getByRole("button", { name: /^Add Redecan / }).first();
  await expect(picker.getByRole("button", { name: /^Add / }).first()).toHaveAccessibleName(/^Add Redecan /);
  await expect(picker.getByRole("button", { name: /^Add (?!Redecan )/ })).toHaveCount(0);
  const name = ((await first.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
  await reviewShot(page, "dashboard-add-from-global");
  await first.click();
  await expect(toast(page, `${name} was added to your products.`)).toBeVisible();
  await expect(picker.getByRole("button", { name: `${name} added` })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name }).or(page.getByText(name)).first()).toBeVisible();
});
