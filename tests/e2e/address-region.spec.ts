// Issue 15.12: the state/province selector, with its optional None entry (dashboard.md 2 "Shared controls"),
// wherever an address is entered: a US store's customer gets a State beside the Zip Code; a supplier a Province.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { demoAdmin } from "@pos/functions/local/demo";
import { signInOwner, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import { strongPassword, temporaryPassword } from "./account-fixtures";
import { chooseOption, unique } from "./employees-fixtures";

/** A US store registered by the demo admin, its owner signed in with a chosen password. */
async function usOwner(request: Parameters<typeof signInOwner>[0]) {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  const id = randomBytes(4).toString("hex");
  const email = `us.${id}@e2e.test`;
  const { companyId } = await trpcMutation<{ companyId: number }>(
    request,
    "account.register",
    {
      name: "Jamie Owner",
      email,
      companyName: `Evergreen ${id}`,
      country: "USA",
      province: "WA",
      timezone: "America/Vancouver",
    },
    admin.token,
  );
  await trpcMutation(request, "account.completeNewPassword", {
    email,
    temporaryPassword: await temporaryPassword(request, email),
    newPassword: strongPassword,
  });
  const session = await signInUser(request, email, strongPassword);
  return { token: session.token, companyId };
}

const options = (page: Page) => page.getByRole("listbox").getByRole("option");

test("a US store's customer has a State beside the Zip Code, kept through a save", async ({
  page,
  request,
}) => {
  const owner = await usOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  const base = `/company/${owner.companyId}/dashboard/customers/list`;
  await page.goto(`${base}/add`);
  await expect(page.getByLabel("Zip Code")).toBeVisible();
  await page.getByRole("combobox", { name: "State" }).click();
  await expect(options(page).first()).toHaveText("None");
  await expect(options(page).filter({ hasText: "Washington" })).toHaveCount(1);
  await page.keyboard.press("Escape");

  const name = unique("Jordan Pike");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Address").fill("1 Pike St");
  await page.getByLabel("City").fill("Seattle");
  await chooseOption(page, "State", "Washington");
  await page.getByLabel("Zip Code").fill("98101");
  await page.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveText("Washington");
  await chooseOption(page, "State", "None");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("combobox", { name: "State" })).toHaveText("None");
});

test("a supplier's address has a Province of the company's country", async ({ page, request }) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/suppliers/edit`);
  const name = unique("Maple Growers");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Address").fill("12 Orchard Rd, Kelowna");
  await chooseOption(page, "Province", "British Columbia");
  await page.getByRole("button", { name: "Add supplier" }).click();
  await expect(page.getByText(`"${name}" was added`)).toBeVisible();
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("combobox", { name: "Province" })).toHaveText("British Columbia");
});
