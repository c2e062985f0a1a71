// The sidebar shows only what the user's permissions open (docs/permissions.md, Screens); a screen opened
// directly is still refused by the server and shows the access-denied page.
import { expect, test, type Page } from "@playwright/test";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys } from "./fixtures";
import {
  companyLocations,
  createEmployee,
  createRole,
  deactivateEmployee,
  setPasswordByEmail,
  unique,
  uniqueEmail,
} from "./employees-fixtures";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard" }).first();
const areaLinks = (page: Page) => sidebar(page).getByRole("link");
const registersCard = (page: Page) => page.getByText("POS devices and whether they are connected right now.");

test("a counter employee sees only Home, Customers, Sales, their store's Inventory and Contact", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const [store] = await companyLocations(request, owner.token, owner.companyId);
  const counter = await createRole(request, owner.token, owner.companyId, unique("Counter"), [
    "CAN_VIEW_SALES",
    "CAN_MANAGE_CUSTOMERS",
  ]);
  const storeLead = await createRole(request, owner.token, owner.companyId, unique("Store lead"), [
    "CAN_MANAGE_INVENTORY",
    "CAN_MANAGE_PRODUCTS",
  ]);
  const email = uniqueEmail("counter");
  const password = "Counter#2026x";
  const employee = await createEmployee(request, owner.token, {
    companyId: owner.companyId,
    name: unique("Casey Counter"),
    email,
    assignments: [
      { locationId: null, securityRoleId: counter.id },
      { locationId: store!.id, securityRoleId: storeLead.id },
    ],
  });
  await setPasswordByEmail(request, email, password);
  const staff = await signInUser(request, email, password);

  try {
    await storeTokens(page, { [tokenKeys.auth]: staff.token });
    await page.goto(`/company/${owner.companyId}/dashboard`);
    await expect(areaLinks(page)).toHaveText(["Home", "Customers", "Sales", "Inventory", "Contact"]);
    await expect(page.getByText("Locations", { exact: true })).toBeVisible();
    await expect(registersCard(page)).toHaveCount(0);
    await reviewShot(page, "nav-counter-employee");

    await page.goto(`/company/${owner.companyId}/dashboard/employees/employees`);
    await expect(page.getByRole("heading", { level: 1, name: "No permissions" })).toBeVisible();
    await expect(
      page.getByText(
        'Your account does not have the "Employees and roles" permission. Please ask your administrator for access.',
      ),
    ).toBeVisible();
    await expect(areaLinks(page)).toHaveText(["Home", "Customers", "Sales", "Inventory", "Contact"]);
  } finally {
    await deactivateEmployee(request, owner.token, owner.companyId, employee.id);
  }
});

test("the owner sees every area their company's flags allow", async ({ page, request }) => {
  const owner = await signInOwner(request);
  await storeTokens(page, { [tokenKeys.auth]: owner.token });
  await page.goto(`/company/${owner.companyId}/dashboard`);
  for (const area of ["Settings", "Products", "Customers", "Sales", "Employees", "Inventory", "Reports"])
    await expect(sidebar(page).getByRole("link", { name: area, exact: true })).toBeVisible();
  await expect(registersCard(page)).toBeVisible();
});
