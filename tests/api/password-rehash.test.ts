import { describe, expect, it } from "vitest";
import { User } from "@pos/core/auth/auth.entity";
import { hashSecret, needsRehash, scryptParamsFrom } from "@pos/core/common/passwords";
import { Device } from "@pos/core/device/device.entity";
import { callerFor, failureOf, makeCompany, makeDevice, makeUser, strongPassword } from "../support/world";

const older = { N: 2 ** 10, r: 8, p: 1 };
const costOf = (hash: string | undefined): string | undefined => hash?.split("$").slice(0, 4).join("$");
const current = (): string => {
  const { N, r, p } = scryptParamsFrom(process.env);
  return ["scrypt", N, r, p].join("$");
};

describe("password hashes of an older cost", () => {
  it("still sign a user in and are replaced by one of today's cost; a wrong password changes nothing", async () => {
    const user = await makeUser();
    const old = await hashSecret(strongPassword, older);
    await User.patch({ userId: user.userId }).set({ passwordHash: old }).go();
    await failureOf((await callerFor()).auth.signIn({ email: user.email, password: "Wrong#Pass1" }));
    expect((await User.get({ userId: user.userId }).go()).data?.passwordHash).toBe(old);

    await (await callerFor()).auth.signIn({ email: user.email, password: strongPassword });
    const rehashed = (await User.get({ userId: user.userId }).go()).data?.passwordHash;
    expect(costOf(rehashed)).toBe(current());
    expect(needsRehash(rehashed ?? "")).toBe(false);
    await (await callerFor()).auth.signIn({ email: user.email, password: strongPassword });
  });

  it("still sign a register in and are replaced likewise", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const key = { companyId: company.id, deviceId: device.deviceId };
    await Device.patch(key)
      .set({ passwordHash: await hashSecret(device.password, older) })
      .go();
    await (await callerFor()).auth.deviceSignIn({ deviceId: device.deviceId, password: device.password });
    expect(costOf((await Device.get(key).go()).data?.passwordHash)).toBe(current());
  });
});
