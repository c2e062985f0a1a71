// A role without CAN_MANAGE_EMPLOYEES (docs/permissions.md): the employees and roles screens show the
// access-denied page naming the permission, because the server refuses them; the refusal is checked directly too.
import { expect, test } from "@playwright/test";
import { reviewShot, signInOwner, signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";
import {
  createEmployee,
  createRole,
  deactivateEmployee,
  setPasswordByEmail,
  trpcQuery,
  unique,
  uniqueEmail,
} from "./employees-fixtures";

const denied =
  'Your account does not have the "Employees and roles" permission. Please ask your administrator for access.';

test("an employee whose role lacks CAN_MANAGE_EMPLOYEES is refused by the server and sees the access-denied page", async ({
  page,
  request,
}) => {
  const owner = await signInOwner(request);
  const role = await createRole(request, owner.token, owner.companyId, unique("Front counter"), [
    "CAN_VIEW_DASHBOARD",
    "CAN_MANAGE_CUSTOMERS",
  ]);
  const email = uniqueEmail("counter");
  const password = "Counter#2026x";
  const employee = await createEmployee(request, owner.token, {
    companyId: owner.companyId,
    name: unique("Drew Counter"),
    email,
    assignments: [{ locationId: null, securityRoleId: role.id }],
  });
  await setPasswordByEmail(request, email, password);
  const staff = await signInUser(request, email, password);

  try {
    const list = await trpcQuery(request, "employees.list", { companyId: owner.companyId }, staff.token);
    expect([list.status, list.message]).toEqual([403, denied]);
    const roles = await trpcQuery(
      request,
      "employees.roles.list",
      { companyId: owner.companyId },
      staff.token,
    );
    expect([roles.status, roles.message]).toEqual([403, denied]);
    const create = await request.post("/trpc/employees.roles.create", {
      data: {
        json: { companyId: owner.companyId, name: unique("Sneaky"), permissions: ["CAN_MANAGE_EMPLOYEES"] },
      },
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(create.status()).toBe(403);

    await storeTokens(page, { [tokenKeys.auth]: staff.token });
    const base = `/company/${owner.companyId}/dashboard/employees`;
    for (const path of [
      "employees",
      "addEmployee",
      `addEmployee?userId=${employee.id}`,
      "securityRoles",
      "securityRoles/create",
      `securityRoles/edit?securityRoleId=${role.id}`,
    ]) {
      await test.step(path, async () => {
        await page.goto(`${base}/${path}`);
        await expect(page.getByRole("heading", { level: 1, name: "No permissions" })).toBeVisible();
        await expect(page.getByText(denied, { exact: true })).toBeVisible();
      });
    }
    await reviewShot(page, "employees-access-denied");
    await expect(page.getByRole("navigation", { name: "Dashboard" }).first()).toBeVisible();
  } finally {
    await deactivateEmployee(request, owner.token, owner.companyId, employee.id);
  }
  await expect
    .poll(async () => (await trpcQuery(request, "auth.getMe", undefined, staff.token)).status)
    .toBe(401);
  await trpcMutation(
    request,
    "employees.roles.delete",
    { companyId: owner.companyId, roleId: role.id },
    owner.token,
  );
});
