// Adding an employee whose e-mail already has an account (issue 14.5): that account is not added and nothing of it
// is shown; its owner is e-mailed an invitation, and joins the company by accepting it. Adding them twice is then
// refused on the e-mail field.
import { expect, test, type Page } from "@playwright/test";
import { invitationMessages } from "@pos/core/employees/employees.schema";
import { demoPrairie } from "@pos/functions/local/demo";
import { mailText } from "./account-fixtures";
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

test("an e-mail that already has an account is invited, and joins the company by accepting", async ({
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
  await expect(page.getByText("Invitation sent")).toBeVisible();
  await expect(page.getByText(invitationMessages.sent(email))).toBeVisible();
  await reviewShot(page, "employee-existing-account");
  await expect(page).toHaveURL(new RegExp(`/company/${owner.companyId}/dashboard/employees/employees$`));
  // Nothing of the other account shows before they accept: not their name, not a row.
  await expect(page.getByText(name)).toHaveCount(0);

  const link = /(\/acceptInvitation\?token=[\w-]+)/.exec(
    await mailText(request, email, /acceptInvitation/),
  )?.[1];
  expect(link).toBeTruthy();
  const invitee = await page.context().newPage();
  await invitee.goto(link!);
  await expect(invitee.getByText(/invited you to join .+ as an employee/)).toBeVisible();
  await invitee.getByRole("button", { name: /^Join / }).click();
  await expect(invitee.getByRole("status")).toContainText(/^You joined .+\. Sign in to work there\.$/);
  await reviewShot(invitee, "employee-invitation-accepted");
  await invitee.reload();
  await expect(invitee.getByRole("alert")).toHaveText(invitationMessages.expired);
  await invitee.close();

  await page.reload();
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
