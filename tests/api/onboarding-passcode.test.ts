import { describe, expect, it } from "vitest";
import { onboardingPasscode } from "@pos/core/auth/passcode.schema";
import { makeDevice, callerFor, makeUser, uniqueName } from "../support/world";
import { uniqueEmail } from "../support/staff";

/** Issue 15.5: a registered store starts its first shift with the passcode its onboarding screen shows. */
describe("a new store's first shift", () => {
  it("starts with the onboarding passcode, as the registered owner", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const store = await admin.account.register({
      name: "Riley Owner",
      email: `${uniqueName("owner")}@test.example`,
      companyName: uniqueName("Store"),
    });
    const register = await callerFor((await makeDevice(store.companyId, store.locationId)).token);
    const started = await register.shifts.start({ startingFloat: 30_000, passcode: onboardingPasscode });
    expect(started.shift.startedBy.id).toBe(store.userId);
    expect(started.message).toBe("Clocked in as Riley Owner");
  });

  it("gives an employee added without a passcode a free one that works at the register", async () => {
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const store = await admin.account.register({
      name: "Riley Owner",
      email: `${uniqueName("owner")}@test.example`,
      companyName: uniqueName("Store"),
    });
    const ownerCaller = await callerFor((await makeUser({ isAdmin: true })).token);
    const added = await ownerCaller.employees.create({
      companyId: store.companyId,
      name: "Sam Budtender",
      email: uniqueEmail(),
      assignments: [{ locationId: null, securityRoleId: store.securityRoleId }],
    });
    if (added.status !== "added") throw new Error("a new e-mail is added at once");
    expect(added.employee.hasPasscode).toBe(true);
    expect(added.passcode).toMatch(/^\d{4}$/);
    expect(added.passcode).not.toBe(onboardingPasscode);
    const register = await callerFor((await makeDevice(store.companyId, store.locationId)).token);
    const started = await register.shifts.start({ startingFloat: 0, passcode: added.passcode ?? "" });
    expect(started.message).toBe("Clocked in as Sam Budtender");
  });
});
