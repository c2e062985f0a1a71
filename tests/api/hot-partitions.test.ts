import { randomUUID } from "node:crypto";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import { Session } from "@pos/core/auth/auth.entity";
import { hashToken, newSession, purgeExpiredSessions, resolveSession } from "@pos/core/auth/sessions";
import { fixedClock, setClock } from "@pos/core/common/clock";
import { markSilentDevicesOffline, reportConnectivity } from "@pos/core/connectivity/connectivity";
import { documentClient, tableName } from "@pos/core/db/client";
import { reshardLegacyKeys } from "@pos/core/db/reshard";
import { shardOf } from "@pos/core/db/shards";
import { Device } from "@pos/core/device/device.entity";
import { OutboxEmail } from "@pos/core/email/outbox.entity";
import { outboxItem, recentEmails, sendEmail } from "@pos/core/email/outbox";
import { DomainEvent, domainEventItem } from "@pos/core/events/domain-event.entity";
import { pendingEvents } from "@pos/core/events/pending-events";
import { Connection } from "@pos/core/realtime/connection.entity";
import { purgeExpiredConnections } from "@pos/core/realtime/connections";
import { makeCompany, makeDevice } from "../support/world";

afterEach(() => setClock(null));

type Raw = Record<string, unknown>;

async function stored(key: { pk: string; sk: string }): Promise<Raw | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true })))
    .Item;
}

const storedSession = (tokenHash: string) => stored(Session.get({ tokenHash }).params().Key as never);

const shardsOf = (items: Raw[], field: string) => new Set(items.map((item) => item[field]));

describe("write-sharded indexes", () => {
  it("outbox e-mails land in several shards; the recent list reads them all, newest first, limited", async () => {
    const clock = fixedClock("2099-01-01T00:00:00.000Z");
    setClock(clock);
    const sent = [];
    for (let at = 0; at < 12; at += 1) {
      clock.advance(1_000);
      sent.push(
        await sendEmail({ to: `shard-${randomUUID()}@test.example`, subject: `Mail ${at}`, text: "-" }),
      );
    }
    const raws = await Promise.all(sent.map((item) => stored(OutboxEmail.get(item).params().Key as never)));
    expect(shardsOf(raws as Raw[], "gsi1pk").size).toBeGreaterThan(1);

    const newestFirst = sent.map((item) => item.emailId).reverse();
    expect((await recentEmails(5)).map((item) => item.emailId)).toEqual(newestFirst.slice(0, 5));
    expect((await recentEmails(12)).map((item) => item.emailId)).toEqual(newestFirst);
  });

  it("pending outbox events of every shard are read oldest first, a page at a time", async () => {
    // Written in 1990, so they are the oldest pending events of the shared table: the first page is theirs.
    const clock = fixedClock("1990-01-01T00:00:00.000Z");
    setClock(clock);
    const companyId = 900_000 + Math.floor(Math.random() * 90_000);
    const written = [];
    for (let at = 0; at < 20; at += 1) {
      clock.advance(1_000);
      const item = domainEventItem({
        companyId,
        type: "shift.ended",
        locationId: null,
        data: { shiftId: `S-${at}` },
      });
      await DomainEvent.create(item).go();
      written.push(item);
    }
    expect(new Set(written.map((item) => item.pending)).size).toBeGreaterThan(4);
    const raws = await Promise.all(
      written.map((item) => stored(DomainEvent.get(item).params().Key as never)),
    );
    expect(shardsOf(raws as Raw[], "gsi1pk").size).toBeGreaterThan(4);

    const ours = (events: { companyId: number; eventId: string }[]) =>
      events.filter((event) => event.companyId === companyId).map((event) => event.eventId);
    const ids = written.map((item) => item.eventId);
    // Another test file's fan-out may take some of them at any moment: whatever is left comes in order, from the top.
    const page = ours(await pendingEvents("webhooks", 8));
    expect(page.length).toBeGreaterThan(0);
    expect(page).toEqual(ids.filter((id) => page.includes(id)));
    const all = ours(await pendingEvents("webhooks", 1_000));
    expect(all).toEqual(ids.filter((id) => all.includes(id)));
  });

  it("a session touched every few minutes moves its sweep key once an hour; expired sessions of every shard are swept", async () => {
    const start = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 10 * 60_000);
    const clock = fixedClock(start);
    setClock(clock);
    const { token, item } = newSession({ kind: "user", userId: `user-${randomUUID()}` });
    await Session.create(item).go();
    const first = await storedSession(item.tokenHash);
    expect(first).toMatchObject({ gsi2pk: `$pos#shard_${item.shard}` });

    const seen = new Set<unknown>();
    const idle = new Set<unknown>();
    for (let touch = 0; touch < 10; touch += 1) {
      clock.advance(4 * 60_000);
      expect(await resolveSession(token)).not.toBeNull();
      const now = await storedSession(item.tokenHash);
      seen.add(now?.gsi2sk);
      idle.add(now?.idleExpiresAt);
    }
    expect(idle.size).toBe(10);
    expect([...seen]).toEqual([first?.gsi2sk]);

    clock.advance(20 * 60_000);
    expect(await resolveSession(token)).not.toBeNull();
    const moved = await storedSession(item.tokenHash);
    expect(moved?.gsi2sk).not.toBe(first?.gsi2sk);
    expect(moved?.gsi2pk).toBe(first?.gsi2pk);

    // Sessions that went idle in 2001 are swept by a run at today's time, whichever shard they are in.
    setClock(fixedClock("2001-01-01T00:00:00.000Z"));
    const old = Array.from(
      { length: 12 },
      () => newSession({ kind: "user", userId: `user-${randomUUID()}` }).item,
    );
    for (const session of old) await Session.create(session).go();
    expect(new Set(old.map((session) => session.shard)).size).toBeGreaterThan(1);
    setClock(null);
    await purgeExpiredSessions();
    for (const session of old) expect(await storedSession(session.tokenHash)).toBeUndefined();
    expect(await storedSession(item.tokenHash)).toBeDefined();
  });

  it("expired connections of every shard are swept", async () => {
    const companyId = 800_000 + Math.floor(Math.random() * 90_000);
    const connections = Array.from({ length: 12 }, (_, at) => {
      const connectionId = `conn-${randomUUID()}`;
      return {
        companyId,
        connectionId,
        principal: "user:shard-test",
        sessionHash: hashToken(randomUUID()),
        topics: [],
        connectedAt: "2001-01-01T00:00:00.000Z",
        expiresAtIso: `2001-01-01T0${at % 10}:00:00.000Z`,
        expiresAt: 978_307_200,
        shard: shardOf("connection", connectionId),
      };
    });
    for (const connection of connections) await Connection.create(connection).go();
    expect(new Set(connections.map((item) => item.shard)).size).toBeGreaterThan(1);
    await purgeExpiredConnections();
    const left = await Connection.query.byCompany({ companyId }).go();
    expect(left.data).toEqual([]);
  });

  it("registers of every shard that stopped pinging go offline", async () => {
    setClock(fixedClock("2001-01-01T00:00:00.000Z"));
    const { company, location } = await makeCompany();
    const devices = [];
    for (let at = 0; at < 10; at += 1) devices.push(await makeDevice(company.id, location.id));
    for (const { deviceId } of devices)
      await reportConnectivity(
        { kind: "device", companyId: company.id, deviceId, sessionHash: "-" },
        { events: [] },
      );
    const keys = devices.map(({ deviceId }) => Device.get({ companyId: company.id, deviceId }).params().Key);
    const online = (await Promise.all(keys.map((key) => stored(key as never)))) as Raw[];
    expect(shardsOf(online, "gsi2pk").size).toBeGreaterThan(1);
    setClock(null);
    await markSilentDevicesOffline();
    const after = (await Promise.all(keys.map((key) => stored(key as never)))) as Raw[];
    expect(after.map((item) => [item.presence, item.gsi2pk])).toEqual(
      devices.map(() => [undefined, undefined]),
    );
  });
});

describe("the reshard job", () => {
  it("moves items still under the old unsharded keys into their shards, where the readers find them", async () => {
    setClock(fixedClock("1991-01-01T00:00:00.000Z"));
    const companyId = 700_000 + Math.floor(Math.random() * 90_000);
    const event = domainEventItem({
      companyId,
      type: "shift.ended",
      locationId: null,
      data: { shiftId: "S-legacy" },
    });
    const mail = outboxItem({ to: `legacy-${randomUUID()}@test.example`, subject: "Old", text: "-" });
    const { item: session } = newSession({ kind: "user", userId: `user-${randomUUID()}` });
    const legacy = (params: { Item?: Raw }, keys: Raw): Raw => {
      const { shard: _shard, sweepAt: _sweepAt, ...rest } = params.Item ?? {};
      return { ...rest, ...keys };
    };
    const legacyItems = [
      legacy(DomainEvent.create(event).params(), { pending: "pending", gsi1pk: "$pos#pending_pending" }),
      legacy(OutboxEmail.create(mail).params(), { gsi1pk: "$pos" }),
      legacy(Session.create(session).params(), {
        gsi2pk: "$pos",
        gsi2sk: `$session_1#idleExpiresAt_${session.idleExpiresAt}`,
      }),
    ];
    for (const item of legacyItems)
      await documentClient.send(new PutCommand({ TableName: tableName, Item: item }));

    const moved = await reshardLegacyKeys();
    expect(moved).toMatchObject({ "domainEvent.pending": 1, "outboxEmail.recent": 1, "session.byExpiry": 1 });
    expect(await reshardLegacyKeys()).toMatchObject({ "domainEvent.pending": 0, "session.byExpiry": 0 });

    const eventNow = await stored(DomainEvent.get(event).params().Key as never);
    expect(eventNow).toMatchObject({ pending: event.pending, gsi1pk: `$pos#pending_${event.pending}` });
    expect((await pendingEvents("webhooks", 1_000)).map((item) => item.eventId)).toContain(event.eventId);
    expect(await stored(OutboxEmail.get(mail).params().Key as never)).toMatchObject({
      gsi1pk: `$pos#shard_${mail.shard}`,
    });
    expect(await storedSession(session.tokenHash)).toMatchObject({
      shard: session.shard,
      sweepAt: session.sweepAt,
      gsi2pk: `$pos#shard_${session.shard}`,
      gsi2sk: `$session_1#sweepAt_${session.sweepAt}`,
    });
  });
});
