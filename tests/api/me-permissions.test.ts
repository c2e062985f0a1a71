import { describe, expect, it } from "vitest";
import { assignUser } from "@pos/core/auth/users";
import { permissionNames } from "@pos/core/auth/permissions";
import { makeStaff } from "../support/staff";
import { callerFor, makeCompany, makeUser } from "../support/world";

describe("auth.getMe for a company", () => {
  it("gives the grants at the company, and apart those held only at a location, in catalogue order", async () => {
    const { company, location, owner } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_VIEW_SALES", "CAN_VIEW_DASHBOARD"]);
    const ownerCaller = await callerFor(owner.token);
    const storeRole = await ownerCaller.employees.roles.create({
      companyId: company.id,
      name: "Store lead",
      permissions: ["CAN_VIEW_SALES", "CAN_MANAGE_INVENTORY"],
    });
    await assignUser({
      userId: staff.userId,
      companyId: company.id,
      entityType: "location",
      entityId: location.id,
      securityRoleId: storeRole.id,
    });
    expect((await staff.caller.auth.getMe({ companyId: company.id })).permissions).toEqual({
      companyId: company.id,
      permissions: ["CAN_VIEW_DASHBOARD", "CAN_VIEW_SALES"],
      locationPermissions: ["CAN_MANAGE_INVENTORY"],
    });
    expect((await ownerCaller.auth.getMe({ companyId: company.id })).permissions).toEqual({
      companyId: company.id,
      permissions: [...permissionNames],
      locationPermissions: [],
    });
  });

  it("follows a role edit at once", async () => {
    const { company, owner } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_VIEW_REPORTS"]);
    await (
      await callerFor(owner.token)
    ).employees.roles.update({
      companyId: company.id,
      roleId: staff.role.roleId,
      name: staff.role.name,
      permissions: ["CAN_MANAGE_PRODUCTS"],
    });
    expect((await staff.caller.auth.getMe({ companyId: company.id })).permissions?.permissions).toEqual([
      "CAN_MANAGE_PRODUCTS",
    ]);
  });

  it("gives admins everything, others nothing in a company they are not in, and nothing asked without one", async () => {
    const { company } = await makeCompany();
    const other = await makeCompany();
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    expect((await admin.auth.getMe({ companyId: company.id })).permissions?.permissions).toEqual([
      ...permissionNames,
    ]);
    const outsider = await callerFor(other.owner.token);
    expect((await outsider.auth.getMe({ companyId: company.id })).permissions).toEqual({
      companyId: company.id,
      permissions: [],
      locationPermissions: [],
    });
    expect((await outsider.auth.getMe()).permissions).toBeNull();
  });
});
