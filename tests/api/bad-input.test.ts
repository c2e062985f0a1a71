import { describe, expect, it } from "vitest";
import { Device } from "@pos/core/device/device.entity";
import { RateWindow } from "@pos/core/auth/rate-window.entity";
import { callerFor, failureOf, makeCompany, makeDevice, randomAddress } from "../support/world";

describe("bad input", () => {
  it("is a 400 with the zod issues and writes nothing", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const caller = await callerFor(device.token);
    const tooOld = {
      events: [{ status: "disconnected" as const, at: "2001-01-01T00:00:00.000Z" }],
    };
    const malformed = {
      events: [{ status: "gone", at: "yesterday" }],
    } as unknown as typeof tooOld;
    for (const input of [tooOld, malformed]) {
      expect((await failureOf(caller.connectivity.report(input))).code).toBe("BAD_REQUEST");
    }
    const stored = await Device.get({
      companyId: company.id,
      deviceId: device.deviceId,
    }).go();
    expect(stored.data?.lastPingAt).toBeUndefined();
  });

  it("a malformed sign-in counts no failure against the address", async () => {
    const address = randomAddress();
    const caller = await callerFor(undefined, address);
    const failure = await failureOf(caller.auth.signIn({ email: "not-an-email", password: "x" }));
    expect(failure).toMatchObject({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "Please enter a valid email",
    });
    expect((await RateWindow.get({ scope: "signInAddress", key: address }).go()).data).toBeNull();
  });
});
