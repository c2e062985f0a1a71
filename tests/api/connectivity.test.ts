import { afterEach, describe, expect, it } from "vitest";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { connectivitySubject, listConnectivityEvents } from "@pos/core/connectivity/connectivity";
import { purgeExpiredSessions } from "@pos/core/auth/sessions";
import { Session } from "@pos/core/auth/auth.entity";
import { runJob } from "@pos/functions/jobs/run";
import { callerFor, makeCompany, makeDevice, makeUser } from "../support/world";

afterEach(() => setClock(null));

describe("connectivity", () => {
  it("stores a register's events and pings; silent for over 5 minutes it goes offline", async () => {
    const clock = fixedClock("2026-05-01T09:00:00Z");
    setClock(clock);
    const { company, location, owner } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    await (
      await callerFor(device.token)
    ).connectivity.report({
      events: [{ status: "disconnected", at: "2026-05-01T08:55:00.000Z" }],
    });
    const owners = await callerFor(owner.token);
    expect((await owners.company.devices({ companyId: company.id })).items[0]).toMatchObject({
      online: true,
      lastPingAt: "2026-05-01T09:00:00.000Z",
    });

    clock.advance(4 * 60_000);
    await runJob("connectivity");
    expect((await owners.company.devices({ companyId: company.id })).items[0]?.online).toBe(true);

    clock.advance(2 * 60_000);
    await runJob("connectivity");
    expect((await owners.company.devices({ companyId: company.id })).items[0]?.online).toBe(false);
    const events = await listConnectivityEvents(`device:${company.id}:${device.deviceId}`);
    expect(events.map((event) => [event.status, event.source])).toEqual([
      ["disconnected", "client"],
      ["offline", "server"],
    ]);
  });

  it("stores a dashboard session's events under that session", async () => {
    const user = await makeUser();
    const caller = await callerFor(user.token);
    await caller.connectivity.report({
      events: [{ status: "disconnected", at: new Date().toISOString() }],
    });
    const { hashToken } = await import("@pos/core/auth/sessions");
    const subject = connectivitySubject({
      kind: "user",
      userId: user.userId,
      sessionHash: hashToken(user.token),
    });
    expect((await listConnectivityEvents(subject)).map((event) => event.status)).toEqual(["disconnected"]);
  });

  it("the purge job deletes expired sessions and leaves live ones", async () => {
    const clock = fixedClock("2020-01-01T00:00:00Z");
    setClock(clock);
    const stale = await makeUser();
    clock.set("2026-06-01T00:00:00Z");
    const live = await makeUser();
    await purgeExpiredSessions();
    const sessions = await Session.query.byPrincipal({ principal: `user:${stale.userId}` }).go();
    expect(sessions.data).toEqual([]);
    expect((await Session.query.byPrincipal({ principal: `user:${live.userId}` }).go()).data).toHaveLength(1);
  });
});
