import { afterEach, describe, expect, it } from "vitest";
import { Company } from "@pos/core/company/company.entity";
import { createLocation } from "@pos/core/company/company";
import { createCustomer } from "@pos/core/customers/customers";
import { createEmployee } from "@pos/core/employees/employees";
import { runQueuedHeadsetSyncs } from "@pos/core/headset/headset";
import { HeadsetSimulator, setHeadsetClient } from "@pos/core/headset/headset-client";
import { HeadsetSync } from "@pos/core/headset/headset.entity";
import { headsetPageSize } from "@pos/core/headset/headset-export";
import { badInput } from "../support/staff";
import { saleLine, storeSale } from "../support/stats-world";
import { callerFor, failureOf, makeCompany, makeUser } from "../support/world";

async function headsetWorld(canAccessHeadset = true) {
  const adminUser = await makeUser({ isAdmin: true });
  const world = await makeCompany();
  await Company.patch({ companyId: world.company.id }).set({ permissions: { canAccessHeadset } }).go();
  const simulator = new HeadsetSimulator();
  setHeadsetClient(simulator);
  const { headset } = await callerFor(adminUser.token);
  return { ...world, companyId: world.company.id, headset, simulator, adminUser };
}

afterEach(() => setHeadsetClient(new HeadsetSimulator()));

describe("Headset", () => {
  it("keeps keys per location and shows only their last 4 characters once saved", async () => {
    const { companyId, location, headset } = await headsetWorld();
    const second = await createLocation({ companyId, name: "Second" });
    const saved = await headset.updateKeys({
      companyId,
      locationId: location.id,
      headsetApiKey: " api-key-1234 ",
      headsetDataKey: "data-key-5678",
    });
    expect(saved).toEqual({
      locationId: location.id,
      name: "Main Street",
      isHidden: false,
      headsetApiKeyLast4: "1234",
      headsetDataKeyLast4: "5678",
    });
    const listed = await headset.keys({ companyId });
    expect(listed).toEqual([
      saved,
      {
        locationId: second.id,
        name: "Second",
        isHidden: false,
        headsetApiKeyLast4: null,
        headsetDataKeyLast4: null,
      },
    ]);
    expect(JSON.stringify([saved, listed])).not.toMatch(/api-key|data-key/);

    // Absent or empty keeps a key, a new value replaces it, null removes it.
    expect(
      await headset.updateKeys({
        companyId,
        locationId: location.id,
        headsetApiKey: "",
        headsetDataKey: "new-9999",
      }),
    ).toMatchObject({ headsetApiKeyLast4: "1234", headsetDataKeyLast4: "9999" });
    expect(
      await headset.updateKeys({ companyId, locationId: location.id, headsetApiKey: null }),
    ).toMatchObject({ headsetApiKeyLast4: null, headsetDataKeyLast4: "9999" });
    expect(
      (await failureOf(headset.updateKeys({ companyId, locationId: "999999", headsetApiKey: "a" }))).code,
    ).toBe("NOT_FOUND");
  });

  it("queues a sync that the job sends to Headset, with what was sent recorded", async () => {
    const { companyId, location, role, headset, simulator, adminUser } = await headsetWorld();
    await createCustomer({ companyId, customer: { name: "Ada Customer" } });
    await createEmployee({
      companyId,
      name: "Bo Budtender",
      assignments: [{ locationId: null, securityRoleId: role.roleId }],
    });
    await headset.updateKeys({
      companyId,
      locationId: location.id,
      headsetApiKey: "api-1",
      headsetDataKey: "data-1",
    });

    const queued = await headset.sync({
      companyId,
      syncCustomers: true,
      syncEmployees: true,
      locationIds: [location.id],
    });
    expect(queued).toMatchObject({
      status: "queued",
      requestedBy: adminUser.userId,
      locationIds: [location.id],
    });
    expect(simulator.received).toEqual([]);

    await runQueuedHeadsetSyncs();
    const mine = simulator.received.filter((batch) => batch.locationId === location.id);
    expect(mine.map((batch) => [batch.kind, batch.apiKey, batch.dataKey])).toEqual([
      ["employees", "api-1", "data-1"],
      ["customers", "api-1", "data-1"],
    ]);
    expect(mine[1]?.records).toEqual([expect.objectContaining({ name: "Ada Customer" })]);
    expect(mine[0]?.records).toEqual([expect.objectContaining({ name: "Bo Budtender" })]);

    const [done] = await headset.syncs({ companyId });
    expect(done).toMatchObject({
      id: queued.id,
      status: "done",
      sent: { [location.id]: { employees: 1, customers: 1 } },
    });
    await runQueuedHeadsetSyncs();
    expect(simulator.received.filter((batch) => batch.locationId === location.id)).toHaveLength(2);
  });

  it("sends a location's payments a page at a time, oldest first, recording the progress after each page", async () => {
    const { companyId, location, headset, simulator } = await headsetWorld();
    const count = headsetPageSize * 2 + 30;
    const day = Date.UTC(2026, 0, 1);
    for (let start = 0; start < count; start += 25)
      await Promise.all(
        Array.from({ length: Math.min(25, count - start) }, (_, index) =>
          storeSale(companyId, location.id, {
            date: new Date(day + (start + index) * 60_000).toISOString(),
            lines: [saleLine("B1", 1, 100 + start + index)],
          }),
        ),
      );
    await headset.updateKeys({ companyId, locationId: location.id, headsetApiKey: "a", headsetDataKey: "d" });
    const queued = await headset.sync({ companyId, syncPayments: true, locationIds: [location.id] });
    const progress: number[] = [];
    const send = simulator.send.bind(simulator);
    simulator.send = async (batch) => {
      const saved = await HeadsetSync.get({ companyId, syncId: queued.id }).go({ consistent: true });
      progress.push(saved.data?.sent[location.id]?.payments ?? 0);
      return send(batch);
    };

    await runQueuedHeadsetSyncs();
    const batches = simulator.received.filter((batch) => batch.locationId === location.id);
    expect(batches.map((batch) => batch.records.length)).toEqual([headsetPageSize, headsetPageSize, 30]);
    expect(progress).toEqual([0, headsetPageSize, headsetPageSize * 2]);
    const totals = batches.flatMap((batch) => batch.records.map((record) => record.total));
    expect(totals).toEqual(Array.from({ length: count }, (_, index) => 100 + index));
    const [done] = await headset.syncs({ companyId });
    expect(done).toMatchObject({
      id: queued.id,
      status: "done",
      sent: { [location.id]: { payments: count } },
    });
  });

  it("records Headset's refusal as a failed sync", async () => {
    const { companyId, location, headset } = await headsetWorld();
    await headset.updateKeys({
      companyId,
      locationId: location.id,
      headsetApiKey: "invalid-key",
      headsetDataKey: "d",
    });
    const queued = await headset.sync({ companyId, syncInventory: true, locationIds: [location.id] });
    await runQueuedHeadsetSyncs();
    const [failed] = await headset.syncs({ companyId });
    expect(failed).toMatchObject({
      id: queued.id,
      status: "failed",
      error: "Headset refused the API key for Main Street",
    });
  });

  it("refuses a sync without Headset access, options, locations or keys", async () => {
    const off = await headsetWorld(false);
    expect(
      await failureOf(
        off.headset.sync({ companyId: off.companyId, syncCustomers: true, locationIds: [off.location.id] }),
      ),
    ).toMatchObject({ code: "FORBIDDEN", message: "Headset is not enabled for this company." });

    const { companyId, location, headset } = await headsetWorld();
    expect(await failureOf(headset.sync({ companyId, locationIds: [location.id] }))).toEqual(
      badInput("Choose at least one thing to sync"),
    );
    expect(await failureOf(headset.sync({ companyId, syncCustomers: true, locationIds: [] }))).toEqual(
      badInput("Choose at least one location"),
    );
    expect(
      await failureOf(headset.sync({ companyId, syncCustomers: true, locationIds: [location.id] })),
    ).toEqual(badInput("Main Street has no Headset keys"));
    expect(await headset.syncs({ companyId })).toEqual([]);
  });
});
