// The employee list pages by cursor (dashboard.md 2, shared controls: cursor pages of 20/30/40/50), shown with
// Prairie Buds, whose list the other tests leave alone.
import { expect, test } from "@playwright/test";
import { demoPrairie } from "@pos/functions/local/demo";
import { reviewShot, signInUser, storeTokens, tokenKeys } from "./fixtures";
import {
  companyLocations,
  createEmployee,
  createRole,
  trpcQuery,
  unique,
  uniqueEmail,
} from "./employees-fixtures";

const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

test("the list pages by cursor with 20, 30, 40 or 50 rows per page, sorted by name", async ({
  page,
  request,
}) => {
  const prairieOwner = await signInUser(request, demoPrairie.owner.email, demoPrairie.owner.password);
  const companyId = prairieOwner.me.companies[0]!.id;
  const role = await createRole(request, prairieOwner.token, companyId, unique("Seasonal"), []);
  const [location] = await companyLocations(request, prairieOwner.token, companyId);
  const current = await trpcQuery(request, "employees.list", { companyId, limit: 100 }, prairieOwner.token);
  const missing = 22 - (current.data as { items: unknown[] }).items.length;
  for (let index = 0; index < missing; index += 1) {
    await createEmployee(request, prairieOwner.token, {
      companyId,
      name: unique(`Seasonal ${index}`),
      email: uniqueEmail(`seasonal${index}`),
      assignments: [{ locationId: location!.id, securityRoleId: role.id }],
    });
  }

  await storeTokens(page, { [tokenKeys.auth]: prairieOwner.token });
  await page.goto(`/company/${companyId}/dashboard/employees/employees`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(21);
  const listed = await trpcQuery(request, "employees.list", { companyId, limit: 100 }, prairieOwner.token);
  const names = (listed.data as { items: { name: string }[] }).items.map((item) => item.name);
  expect(names).toEqual([...names].sort(byName));
  await expect(rows.nth(1)).toContainText(names[0]!);
  await expect(rows.nth(20)).toContainText(names[19]!);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(rows.nth(1)).toContainText(names[20]!);
  await expect(page.getByRole("button", { name: "Previous page" })).toBeEnabled();
  await expect.poll(() => rows.count()).toBeLessThan(21);
  await reviewShot(page, "employees-page-2");

  const all = await trpcQuery(request, "employees.list", { companyId, limit: 100 }, prairieOwner.token);
  const total = (all.data as { items: unknown[] }).items.length;
  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await expect(page.getByRole("option")).toHaveText(["20", "30", "40", "50"]);
  await page.getByRole("option", { name: "30" }).click();
  await expect(rows).toHaveCount(Math.min(total, 30) + 1);
  await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();
});
