import { describe, expect, it } from "vitest";
import { createDevice } from "@pos/core/device/device";
import { callerFor, failureOf, makeCompany, uniqueName } from "../support/world";

async function companyWithDevices(count: number) {
  const world = await makeCompany();
  for (let index = 0; index < count; index += 1) {
    await createDevice({
      companyId: world.company.id,
      locationId: world.location.id,
      deviceId: uniqueName("REG"),
      name: `Register ${index + 1}`,
      password: "Device#Pass1",
    });
  }
  return world;
}

describe("cursor pagination", () => {
  it("walks every item once, returning DynamoDB's own key and a count", async () => {
    const { company, owner } = await companyWithDevices(5);
    const caller = await callerFor(owner.token);
    const first = await caller.company.devices({
      companyId: company.id,
      limit: 2,
    });
    expect(first.count).toBe(2);
    expect(Object.keys(first.lastEvaluatedKey ?? {}).sort()).toEqual(["pk", "sk"]);
    const second = await caller.company.devices({
      companyId: company.id,
      limit: 2,
      lastEvaluatedKey: first.lastEvaluatedKey,
    });
    const third = await caller.company.devices({
      companyId: company.id,
      limit: 2,
      lastEvaluatedKey: second.lastEvaluatedKey,
    });
    const ids = [...first.items, ...second.items, ...third.items].map((device) => device.deviceId);
    expect(new Set(ids).size).toBe(5);
    expect(third.count).toBe(1);
  });

  it("refuses a key that belongs to another company", async () => {
    const a = await companyWithDevices(3);
    const b = await companyWithDevices(3);
    const pageOfB = await (
      await callerFor(b.owner.token)
    ).company.devices({ companyId: b.company.id, limit: 1 });
    const failure = await failureOf(
      (await callerFor(a.owner.token)).company.devices({
        companyId: a.company.id,
        limit: 1,
        lastEvaluatedKey: pageOfB.lastEvaluatedKey,
      }),
    );
    expect(failure).toEqual({
      code: "BAD_REQUEST",
      appCode: "INVALID_INPUT",
      message: "This page key does not belong to this list.",
    });
  });

  it("refuses a key with foreign attributes or a forged partition", async () => {
    const { company, owner } = await companyWithDevices(2);
    const caller = await callerFor(owner.token);
    const page = await caller.company.devices({
      companyId: company.id,
      limit: 1,
    });
    const key: Record<string, string> = page.lastEvaluatedKey ?? {};
    const tamperedKeys: Record<string, string>[] = [
      { ...key, extra: "x" },
      {
        ...key,
        pk: String(key.pk).replace(String(company.id), String(company.id + 1)),
      },
      { sk: String(key.sk) },
    ];
    for (const tampered of tamperedKeys) {
      const failure = await failureOf(
        caller.company.devices({
          companyId: company.id,
          limit: 1,
          lastEvaluatedKey: tampered,
        }),
      );
      expect(failure.appCode).toBe("INVALID_INPUT");
    }
  });
});
