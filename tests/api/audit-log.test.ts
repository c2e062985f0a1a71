import { describe, expect, it } from "vitest";
import { AuditEntry, type AuditEntryItem } from "@pos/core/audit/audit.entity";
import { platformAuditScope } from "@pos/core/audit/audit.schema";
import { createLocation } from "@pos/core/company/company";
import { Device } from "@pos/core/device/device.entity";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, uniqueName } from "../support/world";

const adminIp = "203.0.113.7";
const ownerIp = "198.51.100.4";

async function entriesOf(companyId: number, targetId?: string): Promise<AuditEntryItem[]> {
  const result = await AuditEntry.query.byCompany({ companyId }).go({ pages: "all", consistent: true });
  return result.data.filter((entry) => targetId === undefined || entry.targetId === targetId);
}

/** Runs `change` and returns the entries it added to the company's (or the platform's) log. */
async function added(companyId: number, change: () => Promise<unknown>, targetId?: string) {
  const before = new Set((await entriesOf(companyId, targetId)).map((entry) => entry.auditId));
  await change();
  return (await entriesOf(companyId, targetId)).filter((entry) => !before.has(entry.auditId));
}

const parsed = (json: string | undefined): unknown => (json === undefined ? null : JSON.parse(json));

async function adminWorld() {
  const world = await makeCompany();
  const adminUser = await makeUser({ isAdmin: true });
  const admin = await callerFor(adminUser.token, adminIp);
  return { ...world, adminUser, admin, companyId: world.company.id };
}

function expectOne(
  entries: AuditEntryItem[],
  expected: { action: string; email: string; ip: string; before: unknown; after: unknown },
) {
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  expect(entry).toMatchObject({
    action: expected.action,
    actorEmail: expected.email,
    sourceIp: expected.ip,
    supportSession: false,
  });
  expect(parsed(entry?.before)).toEqual(expected.before);
  expect(parsed(entry?.after)).toEqual(expected.after);
  expect(entry?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3 * 364 * 86_400);
}

describe("audit log: admin actions", () => {
  it("records the company switches (Paying, a permission switch), feature switches and the banner", async () => {
    const { admin, adminUser, companyId } = await adminWorld();
    const who = { email: adminUser.email, ip: adminIp };
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.setToggle({ companyId, toggle: "isPaid", enabled: true }),
      ),
      { ...who, action: "company.toggle", before: { isPaid: false }, after: { isPaid: true } },
    );
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.setToggle({ companyId, toggle: "canAccessHeadset", enabled: true }),
      ),
      {
        ...who,
        action: "company.toggle",
        before: { canAccessHeadset: false },
        after: { canAccessHeadset: true },
      },
    );
    expectOne(
      await added(companyId, () => admin.flags.set({ companyId, flag: "taxConfig", enabled: true })),
      { ...who, action: "company.featureFlag", before: { taxConfig: false }, after: { taxConfig: true } },
    );
    expectOne(
      await added(companyId, () =>
        admin.flags.setPermission({ companyId, flag: "canAccessLoyalty", enabled: true }),
      ),
      {
        ...who,
        action: "company.permissionFlag",
        before: { canAccessLoyalty: false },
        after: { canAccessLoyalty: true },
      },
    );
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.setBanner({ companyId, bannerMessage: "Closed Monday" }),
      ),
      {
        ...who,
        action: "company.banner",
        before: { bannerMessage: "" },
        after: { bannerMessage: "Closed Monday" },
      },
    );
  });

  it("records every device action, without the password", async () => {
    const { admin, adminUser, companyId, location } = await adminWorld();
    const who = { email: adminUser.email, ip: adminIp };
    const deviceId = uniqueName("REG");
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.addDevice({
          companyId,
          name: "Front",
          deviceId,
          password: "Device#Pass2",
          locationId: location.id,
        }),
      ),
      {
        ...who,
        action: "device.add",
        before: null,
        after: { deviceId, name: "Front", locationId: location.id },
      },
    );
    const newId = uniqueName("REG");
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.changeDeviceId({ companyId, deviceId, newDeviceId: newId }),
      ),
      { ...who, action: "device.changeId", before: { deviceId }, after: { deviceId: newId } },
    );
    expectOne(
      await added(companyId, () =>
        admin.adminCompanies.setDeviceCash({
          companyId,
          deviceId: newId,
          deviceCashAmount: 15000,
          note: "Float",
        }),
      ),
      {
        ...who,
        action: "device.cash",
        before: { deviceCashAmount: null, note: null },
        after: { deviceCashAmount: 15000, note: "Float" },
      },
    );
    const password = await added(companyId, () =>
      admin.adminCompanies.setDevicePassword({ companyId, deviceId: newId, password: "Device#Pass3" }),
    );
    expectOne(password, {
      ...who,
      action: "device.password",
      before: { password: "(previous)" },
      after: { password: "(changed)" },
    });
    expect(JSON.stringify(password)).not.toContain("Device#Pass3");
    expectOne(await added(companyId, () => admin.admin.deactivateDevice({ companyId, deviceId: newId })), {
      ...who,
      action: "device.deactivate",
      before: { isActive: true },
      after: { isActive: false },
    });
    expectOne(
      await added(companyId, () => admin.adminCompanies.removeDevice({ companyId, deviceId: newId })),
      { ...who, action: "device.remove", before: { deviceId: newId, name: "Front" }, after: null },
    );
  });

  it("records organization moves and data migrations in the company's log", async () => {
    const { admin, adminUser, companyId } = await adminWorld();
    const who = { email: adminUser.email, ip: adminIp };
    const organization = await admin.organizations.create({ name: uniqueName("Org") });
    expectOne(
      await added(companyId, () =>
        admin.organizations.migrateCompany({ organizationId: organization.id, companyId }),
      ),
      {
        ...who,
        action: "company.organizationMove",
        before: { organizationId: null },
        after: { organizationId: organization.id },
      },
    );
    const source = await makeCompany();
    const target = await makeCompany();
    const entries = await added(target.company.id, () =>
      admin.companyMigration.migrate({ companyId: target.company.id, sourceCompanyId: source.company.id }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "company.dataMigration", actorEmail: adminUser.email });
    expect(parsed(entries[0]?.after)).toMatchObject({ sourceCompanyId: source.company.id });
  });

  it("records e-mail changes, user deactivations and external-source edits as platform entries", async () => {
    const { admin, adminUser } = await adminWorld();
    const who = { email: adminUser.email, ip: adminIp };
    const user = await makeUser();
    const email = `${uniqueName("moved")}@test.example`;
    expectOne(
      await added(
        platformAuditScope,
        () => admin.adminUsers.changeEmail({ userId: user.userId, email }),
        user.userId,
      ),
      { ...who, action: "user.email", before: { email: user.email }, after: { email } },
    );
    expectOne(
      await added(platformAuditScope, () => admin.admin.deactivateUser({ userId: user.userId }), user.userId),
      { ...who, action: "user.deactivate", before: { isActive: true }, after: { isActive: false } },
    );

    const name = uniqueName("Source");
    const created = await admin.externalSources.create({ name, isMarketplace: false });
    const [createdEntry] = await entriesOf(platformAuditScope, created.id);
    expect(createdEntry).toMatchObject({ action: "externalSource.create", actorEmail: adminUser.email });
    expect(JSON.stringify(createdEntry)).not.toContain(created.apiKey);
    const updates = await added(
      platformAuditScope,
      () =>
        admin.externalSources.update({
          sourceId: created.id,
          source: { name, isMarketplace: true, description: "Orders" },
        }),
      created.id,
    );
    expect(updates).toHaveLength(1);
    expect(parsed(updates[0]?.before)).toMatchObject({ isMarketplace: false, description: null });
    expect(parsed(updates[0]?.after)).toMatchObject({ isMarketplace: true, description: "Orders" });
    const permissions = await added(
      platformAuditScope,
      () =>
        admin.externalSources.setPermissions({
          sourceId: created.id,
          permissionIds: ["CREATE_ONLINE_ORDERS"],
        }),
      created.id,
    );
    expect(permissions).toHaveLength(1);
    expect(parsed(permissions[0]?.after)).toMatchObject({ permissions: ["CREATE_ONLINE_ORDERS"] });
  });

  it("records key rotation and revocation (last 4 characters only) and each company's connections", async () => {
    const { admin, adminUser, companyId } = await adminWorld();
    const who = { email: adminUser.email, ip: adminIp };
    const created = await admin.externalSources.create({ name: uniqueName("Source"), isMarketplace: false });
    const sourceId = created.id;
    let rotatedKey = "";
    const rotated = await added(
      platformAuditScope,
      async () => (rotatedKey = (await admin.externalSources.rotateKey({ sourceId })).apiKey),
      sourceId,
    );
    expectOne(rotated, {
      ...who,
      action: "externalSource.key",
      before: { apiKey: `…${created.apiKey.slice(-4)}` },
      after: { apiKey: `…${rotatedKey.slice(-4)}` },
    });
    expect(JSON.stringify(rotated)).not.toContain(rotatedKey);
    expectOne(
      await added(platformAuditScope, () => admin.externalSources.revokeKey({ sourceId }), sourceId),
      {
        ...who,
        action: "externalSource.key",
        before: { apiKey: `…${rotatedKey.slice(-4)}` },
        after: { apiKey: "revoked" },
      },
    );
    expectOne(
      await added(companyId, () => admin.externalSources.connect({ companyId, sourceId }), sourceId),
      { ...who, action: "externalSource.connect", before: { connected: false }, after: { connected: true } },
    );
    // Connecting again changes nothing and records nothing.
    expect(
      await added(companyId, () => admin.externalSources.connect({ companyId, sourceId }), sourceId),
    ).toEqual([]);
    expectOne(
      await added(companyId, () => admin.externalSources.disconnect({ companyId, sourceId }), sourceId),
      {
        ...who,
        action: "externalSource.disconnect",
        before: { connected: true },
        after: { connected: false },
      },
    );
  });

  it("writes no entry when the change fails", async () => {
    const { admin, companyId, location } = await adminWorld();
    const first = await makeDevice(companyId, location.id);
    const second = await makeDevice(companyId, location.id);
    const taken = await added(companyId, async () => {
      const failure = await failureOf(
        admin.adminCompanies.changeDeviceId({
          companyId,
          deviceId: first.deviceId,
          newDeviceId: second.deviceId,
        }),
      );
      expect(failure.code).toBe("CONFLICT");
    });
    expect(taken).toEqual([]);
    expect((await Device.get({ companyId, deviceId: first.deviceId }).go()).data).not.toBeNull();

    const organization = await admin.organizations.create({ name: uniqueName("Org") });
    await admin.organizations.migrateCompany({ organizationId: organization.id, companyId });
    const again = await added(companyId, async () => {
      const failure = await failureOf(
        admin.organizations.migrateCompany({ organizationId: organization.id, companyId }),
      );
      expect(failure.code).toBe("CONFLICT");
    });
    expect(again).toEqual([]);

    const missing = await added(companyId, async () => {
      const failure = await failureOf(
        admin.adminCompanies.removeDevice({ companyId, deviceId: "no-such-device" }),
      );
      expect(failure.code).toBe("NOT_FOUND");
    });
    expect(missing).toEqual([]);
    const badInput = await added(companyId, async () => {
      const failure = await failureOf(
        admin.adminCompanies.setBanner({ companyId, bannerMessage: "x".repeat(5000) }),
      );
      expect(failure.code).toBe("BAD_REQUEST");
    });
    expect(badInput).toEqual([]);
  });
});

describe("audit log: owner actions that change access", () => {
  it("records roles and employees with before and after, and shows them to whoever manages employees", async () => {
    const { company, location, owner } = await makeCompany();
    const companyId = company.id;
    const caller = await callerFor(owner.token, ownerIp);
    const who = { email: owner.email, ip: ownerIp };
    let roleId = "";
    expectOne(
      await added(companyId, async () => {
        roleId = (
          await caller.employees.roles.create({
            companyId,
            name: "Counter",
            permissions: ["CAN_MANAGE_SHIFTS"],
          })
        ).id;
      }),
      {
        ...who,
        action: "role.create",
        before: null,
        after: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS"] },
      },
    );
    expectOne(
      await added(companyId, () =>
        caller.employees.roles.update({
          companyId,
          roleId,
          name: "Counter",
          permissions: ["CAN_MANAGE_SHIFTS", "CAN_ISSUE_REFUNDS"],
        }),
      ),
      {
        ...who,
        action: "role.update",
        before: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS"] },
        after: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS", "CAN_ISSUE_REFUNDS"] },
      },
    );

    let userId = "";
    expectOne(
      await added(companyId, async () => {
        const created = await caller.employees.create({
          companyId,
          name: "Casey Clerk",
          assignments: [{ locationId: location.id, securityRoleId: roleId }],
        });
        if (created.status !== "added") throw new Error("expected a new account");
        userId = created.employee.id;
      }),
      {
        ...who,
        action: "employee.create",
        before: null,
        // Added without a passcode, they get one made up (issue 15.5).
        after: {
          name: "Casey Clerk",
          email: null,
          tracksHours: true,
          passcode: true,
          access: ["Main Street: Counter"],
        },
      },
    );
    const other = await createLocation({ companyId, name: "Harbour" });
    expectOne(
      await added(companyId, () =>
        caller.employees.update({
          companyId,
          userId,
          assignments: [{ locationId: other.id, securityRoleId: roleId }],
        }),
      ),
      {
        ...who,
        action: "employee.update",
        before: {
          name: "Casey Clerk",
          email: null,
          tracksHours: true,
          passcode: true,
          access: ["Main Street: Counter"],
        },
        after: {
          name: "Casey Clerk",
          email: null,
          tracksHours: true,
          passcode: true,
          access: ["Harbour: Counter"],
        },
      },
    );
    const inUse = await added(companyId, async () => {
      expect((await failureOf(caller.employees.roles.delete({ companyId, roleId }))).code).toBe("CONFLICT");
    });
    expect(inUse).toEqual([]);
    expectOne(await added(companyId, () => caller.employees.deactivate({ companyId, userId })), {
      ...who,
      action: "employee.deactivate",
      before: {
        name: "Casey Clerk",
        email: null,
        tracksHours: true,
        passcode: true,
        access: ["Harbour: Counter"],
      },
      after: null,
    });
    expectOne(await added(companyId, () => caller.employees.roles.delete({ companyId, roleId })), {
      ...who,
      action: "role.delete",
      before: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS", "CAN_ISSUE_REFUNDS"] },
      after: null,
    });

    const first = await caller.employees.activity({ companyId, limit: 3 });
    expect(first.items.map((entry) => entry.action)).toEqual([
      "role.delete",
      "employee.deactivate",
      "employee.update",
    ]);
    expect(first.items[0]).toMatchObject({
      actorEmail: owner.email,
      sourceIp: ownerIp,
      supportSession: false,
    });
    const rest = await caller.employees.activity({
      companyId,
      limit: 3,
      lastEvaluatedKey: first.lastEvaluatedKey,
    });
    expect(rest.items.map((entry) => entry.action)).toEqual([
      "employee.create",
      "role.update",
      "role.create",
    ]);

    const elsewhere = await makeCompany();
    const foreign = await failureOf(
      caller.employees.activity({
        companyId,
        lastEvaluatedKey: { pk: `$pos#companyid_${elsewhere.company.id}`, sk: "x" },
      }),
    );
    expect(foreign.code).toBe("BAD_REQUEST");
  });

  it("refuses the activity list to someone who cannot manage employees", async () => {
    const { company, owner } = await makeCompany();
    const clerk = await makeUser();
    const owners = await callerFor(owner.token);
    const role = await owners.employees.roles.create({
      companyId: company.id,
      name: "Clerk",
      permissions: [],
    });
    await owners.employees.create({
      companyId: company.id,
      name: "Clerk",
      email: clerk.email,
      assignments: [{ locationId: null, securityRoleId: role.id }],
    });
    const failure = await failureOf(
      (await callerFor(clerk.token)).employees.activity({ companyId: company.id }),
    );
    expect(failure.code).toBe("FORBIDDEN");
  });
});

describe("support sessions", () => {
  it("are separate tokens that act in one company only, logged as the admin and marked", async () => {
    const { admin, adminUser, companyId, owner } = await adminWorld();
    let token = "";
    const opened = await added(companyId, async () => {
      token = (await admin.adminCompanies.startSupportSession({ companyId })).token;
    });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      action: "company.supportSession",
      actorEmail: adminUser.email,
      sourceIp: adminIp,
    });
    const support = await callerFor(token, "192.0.2.9");
    expect(await support.auth.supportSession()).toEqual({ companyId, adminEmail: adminUser.email });
    expect(await admin.auth.supportSession()).toBeNull();

    const entries = await added(companyId, () =>
      support.employees.roles.create({ companyId, name: "Support made", permissions: [] }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "role.create",
      actorUserId: adminUser.userId,
      actorEmail: adminUser.email,
      supportSession: true,
      sourceIp: "192.0.2.9",
    });

    expect((await failureOf(support.adminCompanies.get({ companyId }))).code).toBe("FORBIDDEN");
    const other = await makeCompany();
    expect((await failureOf(support.employees.list({ companyId: other.company.id }))).code).toBe("FORBIDDEN");
    expect(
      (await failureOf((await callerFor(owner.token)).adminCompanies.startSupportSession({ companyId })))
        .code,
    ).toBe("FORBIDDEN");

    await support.auth.signOut();
    const signedOut = await callerFor(token);
    expect((await failureOf(signedOut.employees.list({ companyId }))).code).toBe("UNAUTHORIZED");
    const adminAgain = await callerFor(adminUser.token);
    expect((await adminAgain.adminCompanies.get({ companyId })).id).toBe(companyId);
  });

  it("pages the company's log for the admin company page, newest first", async () => {
    const { admin, companyId } = await adminWorld();
    for (const bannerMessage of ["one", "two", "three"])
      await admin.adminCompanies.setBanner({ companyId, bannerMessage });
    const page = await admin.adminCompanies.audit({ companyId, limit: 2 });
    expect(page.items.map((entry) => entry.after)).toEqual([
      { bannerMessage: "three" },
      { bannerMessage: "two" },
    ]);
    const next = await admin.adminCompanies.audit({
      companyId,
      limit: 2,
      lastEvaluatedKey: page.lastEvaluatedKey,
    });
    expect(next.items.map((entry) => entry.after)).toEqual([{ bannerMessage: "one" }]);
  });
});
