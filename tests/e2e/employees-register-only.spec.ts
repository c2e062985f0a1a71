// Register-only staff (issue "Employees and roles": the e-mail is optional for them): added without an e-mail,
// listed as "Register only", and given an e-mail later on the edit form.
import { expect, test } from "@playwright/test";
import { reviewShot, signInOwner, storeTokens, tokenKeys } from "./fixtures";
import { chooseOption, unique, uniqueEmail, uniquePasscode } from "./employees-fixtures";

test("the owner adds a register-only employee, then gives them an e-mail", async ({ page, request }) => {
  const owner = await signInOwner(request);
  const name = unique("Riley Register");
  const email = uniqueEmail("riley");
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/employees/addEmployee`);

  await expect(page.getByText("Leave empty for staff who only use the register.")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("POS passcode").fill(uniquePasscode());
  await chooseOption(page, "Security role", "Budtender");
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/employees$/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Register only");
  await expect(row).toContainText("Whole company · Budtender");
  await reviewShot(page, "employees-register-only");

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel("E-mail")).not.toHaveAttribute("readonly");
  await expect(page.getByText(/^Register only\. /)).toBeVisible();
  await page.getByLabel("E-mail").fill("riley@");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Changes to ${name} were saved`)).toBeVisible();
  await expect(row).toContainText(email);
  await expect(row).not.toContainText("Register only");
});
