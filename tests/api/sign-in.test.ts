import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { clearSessionCache, sessionPolicy } from "@pos/core/auth/sessions";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, strongPassword } from "../support/world";

afterEach(() => setClock(null));

describe("dashboard sign-in", () => {
  it("signs in with the e-mail in any case and returns the user's companies", async () => {
    const { owner, company } = await makeCompany();
    const result = await (
      await callerFor()
    ).auth.signIn({
      email: `  ${owner.email.toUpperCase()} `,
      password: strongPassword,
    });
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect(result.me.email).toBe(owner.email);
    expect(result.me.companies).toEqual([{ id: company.id, name: company.name }]);
    const me = await (await callerFor(result.token)).auth.getMe();
    expect(me.entityAssignments[0]?.entity).toMatchObject({
      entityType: "company",
      rootEntityId: String(company.id),
    });
  });

  it("answers 'Invalid credentials' for a wrong password and for an unknown e-mail alike", async () => {
    const user = await makeUser();
    const caller = await callerFor();
    const wrong = await failureOf(caller.auth.signIn({ email: user.email, password: "Wrong#Pass1" }));
    const unknown = await failureOf(
      caller.auth.signIn({
        email: "nobody@test.example",
        password: "Wrong#Pass1",
      }),
    );
    expect(wrong).toEqual({
      code: "UNAUTHORIZED",
      appCode: "INVALID_CREDENTIALS",
      message: "Invalid credentials",
    });
    expect(unknown).toEqual(wrong);
  });

  it("refuses an empty e-mail with the form's message", async () => {
    const failure = await failureOf((await callerFor()).auth.signIn({ email: "", password: "x" }));
    expect(failure).toMatchObject({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "Please enter an email",
    });
  });
});

describe("sessions", () => {
  it("ends on sign-out", async () => {
    const user = await makeUser();
    await (await callerFor(user.token)).auth.signOut();
    const after = await failureOf((await callerFor(user.token)).auth.getMe());
    expect(after).toMatchObject({
      code: "UNAUTHORIZED",
      appCode: "UNAUTHENTICATED",
    });
  });

  it("end everywhere when the user is deactivated, and the user cannot sign in again", async () => {
    const admin = await makeUser({ isAdmin: true });
    const user = await makeUser();
    const second = await (await callerFor()).auth.signIn({ email: user.email, password: strongPassword });
    await (await callerFor(admin.token)).admin.deactivateUser({ userId: user.userId });
    for (const token of [user.token, second.token]) {
      expect(await failureOf((await callerFor(token)).auth.getMe())).toMatchObject({ code: "UNAUTHORIZED" });
    }
    const again = await failureOf(
      (await callerFor()).auth.signIn({
        email: user.email,
        password: strongPassword,
      }),
    );
    expect(again.message).toBe("Invalid credentials");
  });

  it("expire after the idle time, and after the absolute time even when used", async () => {
    const clock = fixedClock("2026-03-01T12:00:00Z");
    setClock(clock);
    const idle = await makeUser();
    clock.advance(sessionPolicy.user.idleMs + 1000);
    clearSessionCache();
    expect(await failureOf((await callerFor(idle.token)).auth.getMe())).toMatchObject({
      code: "UNAUTHORIZED",
    });

    const busy = await makeUser();
    const steps = Math.ceil(sessionPolicy.user.absoluteMs / (sessionPolicy.user.idleMs / 2));
    for (let step = 0; step < steps - 1; step += 1) {
      clock.advance(sessionPolicy.user.idleMs / 2);
      clearSessionCache();
      await (await callerFor(busy.token)).auth.getMe();
    }
    clock.advance(sessionPolicy.user.idleMs / 2);
    clearSessionCache();
    expect(await failureOf((await callerFor(busy.token)).auth.getMe())).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("device sign-in", () => {
  it("signs a register in and describes it; deactivation signs it out", async () => {
    const { company, location } = await makeCompany();
    const admin = await makeUser({ isAdmin: true });
    const device = await makeDevice(company.id, location.id);
    const current = await (await callerFor(device.token)).device.getCurrent();
    expect(current).toMatchObject({
      deviceId: device.deviceId,
      company: { id: company.id },
      location: { id: location.id },
    });
    await (
      await callerFor(admin.token)
    ).admin.deactivateDevice({
      companyId: company.id,
      deviceId: device.deviceId,
    });
    expect(await failureOf((await callerFor(device.token)).device.getCurrent())).toMatchObject({
      code: "UNAUTHORIZED",
    });
    const again = await failureOf(
      (await callerFor()).auth.deviceSignIn({
        deviceId: device.deviceId,
        password: device.password,
      }),
    );
    expect(again.message).toBe("Invalid credentials");
  });

  it("requires the device id with the spec's message", async () => {
    const failure = await failureOf((await callerFor()).auth.deviceSignIn({ deviceId: " ", password: "x" }));
    expect(failure.message).toBe("Please enter your device id");
  });

  it("keeps a device token out of user procedures", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    expect(await failureOf((await callerFor(device.token)).auth.getMe())).toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("employee passcodes", () => {
  it("find the employee within the company only, and are unique per company", async () => {
    const { findByPasscode, setPasscode } = await import("@pos/core/auth/passcodes");
    const a = await makeCompany();
    const b = await makeCompany();
    const other = await makeUser();
    await setPasscode(a.company.id, a.owner.userId, "4321");
    expect(await findByPasscode(a.company.id, "4321")).toBe(a.owner.userId);
    expect(await findByPasscode(b.company.id, "4321")).toBeNull();
    await expect(setPasscode(a.company.id, other.userId, "4321")).rejects.toThrow(
      "This passcode is already in use",
    );
    await setPasscode(b.company.id, other.userId, "4321");
    await setPasscode(a.company.id, a.owner.userId, "9876");
    expect(await findByPasscode(a.company.id, "4321")).toBeNull();
    await expect(setPasscode(a.company.id, a.owner.userId, "12a4")).rejects.toThrow(
      "A passcode is 4 to 8 digits",
    );
  });
});
