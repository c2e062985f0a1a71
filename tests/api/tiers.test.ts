import { describe, expect, it } from "vitest";
import { featureFlagNames, permissionFlagNames } from "@pos/core/company/company.schema";
import { setFeatureFlag, setPermissionFlag } from "@pos/core/company/feature-flags";
import { call, procedures } from "../support/procedures";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser } from "../support/world";

describe("procedure tiers", () => {
  it("every procedure declares its tier", () => {
    expect(procedures.length).toBeGreaterThan(5);
    for (const procedure of procedures) expect(procedure.tier, procedure.path).toBeDefined();
  });

  it("a company-A owner gets FORBIDDEN on every company procedure for company B", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    // Every flag on for A, so a procedure behind a flag answers A too; B's flags stay off (the tier refuses first).
    const companyId = a.company.id;
    for (const flag of featureFlagNames) await setFeatureFlag({ companyId, flag, enabled: true });
    for (const flag of permissionFlagNames) await setPermissionFlag({ companyId, flag, enabled: true });
    const caller = await callerFor(a.owner.token);
    const companyProcedures = procedures.filter((procedure) => procedure.tier === "company");
    expect(companyProcedures.map((procedure) => procedure.path)).toContain("company.getById");
    for (const { path } of companyProcedures) {
      const failure = await failureOf(
        call(caller, path, {
          companyId: b.company.id,
          locationId: b.location.id,
        }),
      );
      expect(failure.code, path).toBe("FORBIDDEN");
      await expect(
        call(caller, path, { companyId: a.company.id }).catch((error: { code?: string }) => error.code),
        path,
      ).resolves.not.toBe("FORBIDDEN");
    }
  });

  it("without a session only public procedures answer; everything else is UNAUTHORIZED", async () => {
    const anonymous = await callerFor();
    for (const { path } of procedures.filter((procedure) => procedure.tier !== "public")) {
      expect((await failureOf(call(anonymous, path, { companyId: 1 }))).code, path).toBe("UNAUTHORIZED");
    }
  });

  it("admin procedures refuse a company owner and accept an admin", async () => {
    const { owner } = await makeCompany();
    const admin = await makeUser({ isAdmin: true });
    for (const { path } of procedures.filter((procedure) => procedure.tier === "admin")) {
      expect((await failureOf(call(await callerFor(owner.token), path, {}))).code, path).toBe("FORBIDDEN");
    }
    const page = await (await callerFor(admin.token)).admin.companies({ limit: 5 });
    expect(page.items.length).toBeGreaterThan(0);
  });

  it("admins reach every company; devices reach no user procedure", async () => {
    const { company, location } = await makeCompany();
    const admin = await makeUser({ isAdmin: true });
    expect((await (await callerFor(admin.token)).company.getById({ companyId: company.id })).name).toBe(
      company.name,
    );
    const device = await makeDevice(company.id, location.id);
    const deviceCaller = await callerFor(device.token);
    for (const { path } of procedures.filter((procedure) =>
      ["user", "admin", "company"].includes(procedure.tier ?? ""),
    )) {
      expect((await failureOf(call(deviceCaller, path, { companyId: company.id }))).code, path).toBe(
        "UNAUTHORIZED",
      );
    }
  });

  it("integration procedures answer only an external source's API key, never a session", async () => {
    const { company, location, owner } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const integration = procedures.filter((procedure) => procedure.tier === "integration");
    expect(integration.map((procedure) => procedure.path)).toContain("integrations.createOnlineOrder");
    for (const token of [owner.token, device.token])
      for (const { path } of integration)
        expect(
          await failureOf(call(await callerFor(token), path, { companyId: company.id })),
          path,
        ).toMatchObject({
          code: "UNAUTHORIZED",
          message: "Invalid API key",
        });
  });
});

describe("permissions by name", () => {
  it("a role without the permission is refused with the named message; at the location it counts", async () => {
    const { company, location } = await makeCompany();
    const { assignUser, createSecurityRole } = await import("@pos/core/auth/users");
    const viewer = await makeUser();
    const role = await createSecurityRole({
      companyId: company.id,
      name: "Viewer",
      permissions: ["CAN_VIEW_REPORTS"],
    });
    await assignUser({
      userId: viewer.userId,
      companyId: company.id,
      entityType: "company",
      entityId: String(company.id),
      securityRoleId: role.roleId,
    });
    const caller = await callerFor(viewer.token);
    expect(await caller.company.getById({ companyId: company.id })).toMatchObject({ id: company.id });
    const refused = await failureOf(caller.company.devices({ companyId: company.id }));
    expect(refused).toEqual({
      code: "FORBIDDEN",
      appCode: "FORBIDDEN",
      message:
        'Your account does not have the "Registers" permission. Please ask your administrator for access.',
    });

    const manager = await makeUser();
    const devices = await createSecurityRole({
      companyId: company.id,
      name: "Store manager",
      permissions: ["CAN_MANAGE_DEVICES"],
    });
    await assignUser({
      userId: manager.userId,
      companyId: company.id,
      entityType: "location",
      entityId: location.id,
      securityRoleId: devices.roleId,
    });
    const managerCaller = await callerFor(manager.token);
    expect((await failureOf(managerCaller.company.devices({ companyId: company.id }))).code).toBe(
      "FORBIDDEN",
    );
    const atLocation = { companyId: company.id, locationId: location.id } as {
      companyId: number;
    };
    await expect(managerCaller.company.devices(atLocation)).resolves.toMatchObject({ count: 0 });
  });
});
