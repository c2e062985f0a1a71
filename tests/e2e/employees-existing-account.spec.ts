// Adding an employee whose e-mail already has an account (issue "Employees and roles"): the account is added to
// the company with its own name; adding them twice is refused on the e-mail field.
import { expect, test, type Page } from "@playwright/test";
import { demoPrairie } from "@pos/functions/local/demo";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys } from "./fixtures";
import {
  chooseOption,
  createEmployee,
  deactivateEmployee,
  trpcQuery,
  unique,
  uniqueEmail,
} from "./employees-fixtures";

const rowOf = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

test("an e-mail that already has an account is added to the company, keeping its name", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const prairieOwner = await signInUser(request, demoPrairie.owner.email, demoPrairie.owner.password);
  const prairieId = prairieOwner.me.companies[0]!.id;
  const [prairieRole] = (
    (await trpcQuery(request, "employees.roles.list", { companyId: prairieId }, prairieOwner.token)).data as {
      items: { id: string }[];
    }
  ).items;
  const email = uniqueEmail("riley");
  const name = unique("Riley Prairie");
  const elsewhere = await createEmployee(request, prairieOwner.token, {
    companyId: prairieId,
    name,
    email,
    assignments: [{ locationId: null, securityRoleId: prairieRole!.id }],
  });

  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard/employees/addEmployee`);
  await page.getByLabel("Name").fill("Another Name");
  await page.getByLabel("E-mail").fill(email.toUpperCase());
  await chooseOption(page, "Security role", "Budtender");
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(page.getByText(`${email} already had an account, so that account was added`)).toBeVisible();
  await reviewShot(page, "employee-existing-account");
  await expect(rowOf(page, name)).toContainText("Whole company · Budtender");

  await page.goto(`/company/${owner.companyId}/dashboard/employees/addEmployee`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await chooseOption(page, "Security role", "Budtender");
  await page.getByRole("button", { name: "Add employee" }).click();
  await expect(
    page.getByText("This person is already an employee of this company", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeFocused();

  // Removed from Green Leaf again: they keep their Prairie Buds account.
  await deactivateEmployee(request, owner.token, owner.companyId, elsewhere.id);
});
