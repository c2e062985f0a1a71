import { afterEach, describe, expect, it, vi } from "vitest";
import { Company } from "@pos/core/company/company.entity";
import { featureFlagNames, permissionFlagNames } from "@pos/core/company/company.schema";
import { assertFeature, isFeatureEnabled } from "@pos/core/company/feature-flags";
import { featureDisabledMessage } from "@pos/core/company/feature-flags.schema";
import {
  createCallerFactory,
  deviceFeatureProcedure,
  featureProcedure,
  router,
} from "@pos/functions/trpc/init";
import { createContext } from "@pos/functions/trpc/context";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, randomAddress } from "../support/world";

const missingCompanyId = 987_654_321;

/** A router of the kind future routers build with the guards. */
const probeRouter = router({
  forOwner: featureProcedure("taxConfig").query(() => "tax config"),
  forRegister: deviceFeatureProcedure("websocket").query(() => "websocket"),
});
const probeCaller = async (token: string) =>
  createCallerFactory(probeRouter)(
    await createContext({ authorization: `Bearer ${token}`, sourceIp: randomAddress() }),
  );

async function adminCaller() {
  return callerFor((await makeUser({ isAdmin: true })).token);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the feature check", () => {
  it("is false for unknown flags, missing companies and flags never set", async () => {
    const { company } = await makeCompany();
    expect(await isFeatureEnabled(company.id, "noSuchFlag")).toBe(false);
    expect(await isFeatureEnabled(company.id, "constructor")).toBe(false);
    expect(await isFeatureEnabled(missingCompanyId, "taxConfig")).toBe(false);
    expect(await isFeatureEnabled(company.id, "taxConfig")).toBe(false);
    await expect(assertFeature(company.id, "taxConfig")).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: featureDisabledMessage,
    });
  });

  it("is false when the company cannot be read", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    await admin.flags.set({ companyId: company.id, flag: "taxConfig", enabled: true });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(Company, "get").mockImplementation(() => {
      throw new Error("DynamoDB is unreachable");
    });
    expect(await isFeatureEnabled(company.id, "taxConfig")).toBe(false);
  });

  it("is true from the next request after an admin enables it, and false again once disabled", async () => {
    const { company, owner } = await makeCompany();
    const admin = await adminCaller();
    const probe = await probeCaller(owner.token);
    expect(await failureOf(probe.forOwner({ companyId: company.id }))).toMatchObject({
      code: "FORBIDDEN",
      message: featureDisabledMessage,
    });

    const flags = await admin.flags.set({ companyId: company.id, flag: "taxConfig", enabled: true });
    expect(flags.featureFlags.taxConfig).toBe(true);
    expect(await isFeatureEnabled(company.id, "taxConfig")).toBe(true);
    await expect(probe.forOwner({ companyId: company.id })).resolves.toBe("tax config");

    await admin.flags.set({ companyId: company.id, flag: "taxConfig", enabled: false });
    expect(await isFeatureEnabled(company.id, "taxConfig")).toBe(false);
    expect((await failureOf(probe.forOwner({ companyId: company.id }))).code).toBe("FORBIDDEN");
  });

  it("guards register procedures by the register's own company", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const probe = await probeCaller(device.token);
    expect((await failureOf(probe.forRegister())).code).toBe("FORBIDDEN");
    await (await adminCaller()).flags.set({ companyId: company.id, flag: "websocket", enabled: true });
    await expect(probe.forRegister()).resolves.toBe("websocket");
  });

  it("reads permission flags the same way", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    expect(await isFeatureEnabled(company.id, "canAccessHeadset")).toBe(false);
    const flags = await admin.flags.setPermission({
      companyId: company.id,
      flag: "canAccessHeadset",
      enabled: true,
    });
    expect(flags.permissions.canAccessHeadset).toBe(true);
    expect(await isFeatureEnabled(company.id, "canAccessHeadset")).toBe(true);
  });
});

describe("flags.forCompany", () => {
  it("returns every listed flag as a boolean; stray stored keys and values are off", async () => {
    const { company, owner } = await makeCompany();
    await Company.patch({ companyId: company.id })
      .set({ featureFlags: { retiredFlag: true, taxConfig: "yes" as unknown as boolean, worldpay: true } })
      .go();
    const flags = await (await callerFor(owner.token)).flags.forCompany({ companyId: company.id });
    expect(Object.keys(flags.featureFlags).sort()).toEqual([...featureFlagNames].sort());
    expect(Object.keys(flags.permissions).sort()).toEqual([...permissionFlagNames].sort());
    expect(flags.featureFlags).toMatchObject({ worldpay: true, taxConfig: false });
    expect(Object.values(flags.featureFlags).filter(Boolean)).toHaveLength(1);
    expect(Object.values(flags.permissions).every((value) => value === false)).toBe(true);
  });

  it("is the register's company for a register", async () => {
    const { company, location } = await makeCompany();
    await (await adminCaller()).flags.set({ companyId: company.id, flag: "customerSearchV2", enabled: true });
    const device = await makeDevice(company.id, location.id);
    const flags = await (await callerFor(device.token)).flags.forDevice();
    expect(flags.featureFlags.customerSearchV2).toBe(true);
  });

  it("never shows company B's flags to company A's owner", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const failure = await failureOf(
      (await callerFor(a.owner.token)).flags.forCompany({ companyId: b.company.id }),
    );
    expect(failure.code).toBe("FORBIDDEN");
  });
});

describe("setting flags", () => {
  it("is refused to company owners, even for their own company", async () => {
    const { company, owner } = await makeCompany();
    const caller = await callerFor(owner.token);
    const input = { companyId: company.id, enabled: true };
    expect((await failureOf(caller.flags.set({ ...input, flag: "taxConfig" }))).code).toBe("FORBIDDEN");
    expect((await failureOf(caller.flags.setPermission({ ...input, flag: "canAccessLoyalty" }))).code).toBe(
      "FORBIDDEN",
    );
    expect(await isFeatureEnabled(company.id, "taxConfig")).toBe(false);
  });

  it("refuses unknown flags with 400 and missing companies with 404, writing nothing", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    const unknown = { companyId: company.id, flag: "noSuchFlag" as never, enabled: true };
    expect((await failureOf(admin.flags.set(unknown))).code).toBe("BAD_REQUEST");
    expect(
      (await failureOf(admin.flags.setPermission({ ...unknown, flag: "taxConfig" as never }))).code,
    ).toBe("BAD_REQUEST");
    const missing = await failureOf(
      admin.flags.set({ companyId: missingCompanyId, flag: "taxConfig", enabled: true }),
    );
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: "Company not found" });
    expect((await Company.get({ companyId: missingCompanyId }).go()).data).toBeNull();
  });

  it("keeps both changes when two flags are switched at the same time", async () => {
    const { company } = await makeCompany();
    const admin = await adminCaller();
    await Promise.all([
      admin.flags.set({ companyId: company.id, flag: "stackingDiscounts", enabled: true }),
      admin.flags.set({ companyId: company.id, flag: "inventorySnapshots", enabled: true }),
      admin.flags.setPermission({ companyId: company.id, flag: "canAccessQuickBooks", enabled: true }),
    ]);
    const flags = await admin.flags.forCompany({ companyId: company.id });
    expect(flags.featureFlags).toMatchObject({ stackingDiscounts: true, inventorySnapshots: true });
    expect(flags.permissions.canAccessQuickBooks).toBe(true);
  });
});
