import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session } from "@pos/core/auth/auth.entity";
import { createSession, hashToken, resolveSession } from "@pos/core/auth/sessions";
import { createLocation } from "@pos/core/company/company";
import { SessionConnection } from "@pos/core/realtime/connection.entity";
import { publish } from "@pos/core/realtime/publisher";
import type { LocalHttpServer } from "@pos/functions/local/http-server";
import { resetCodeOf } from "../support/accounts";
import { connect, connected, subscribe, startGateway, type Client } from "../support/realtime-client";
import { makeStaff } from "../support/staff";
import { callerFor, makeCompany, makeDevice, makeUser } from "../support/world";

let local: LocalHttpServer;
let port: number;

beforeAll(async () => {
  ({ local, port } = await startGateway());
});

afterAll(() => local.close());

async function listening(query: Record<string, string>, topic: string): Promise<Client> {
  const client = await connected(port, query);
  expect((await subscribe(client, topic)).event).toBe("subscribed");
  return client;
}

async function storedSockets(sessionHash: string): Promise<number> {
  const links = await SessionConnection.query.bySession({ sessionHash }).go({ consistent: true });
  return links.data.length;
}

const offline = (companyId: number) =>
  publish({ companyId, topic: "devices", event: "offline", data: { deviceId: "QW-1" } });

const queueEvent = (companyId: number, locationId: string) =>
  publish({ companyId, topic: "paymentQueue", event: "created", data: { locationId }, locationId });

describe("revocation closes sockets", () => {
  it("deactivating a user closes their socket, deletes it, and they hear nothing more", async () => {
    const { company, owner } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_MANAGE_DEVICES"]);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const ownerSocket = await listening(
      { tenantId: String(company.id), authorization: owner.token },
      "devices",
    );
    const staffSocket = await listening(
      { tenantId: String(company.id), authorization: staff.token },
      "devices",
    );
    await admin.admin.deactivateUser({ userId: staff.userId });
    expect(await staffSocket.closed).toBe(1000);
    expect(await storedSockets(hashToken(staff.token))).toBe(0);
    const arrival = ownerSocket.next("offline");
    expect(await offline(company.id)).toEqual({ delivered: 1, removed: 0 });
    await arrival;
    expect(staffSocket.messages.map((message) => message.event)).toEqual(["subscribed"]);
    ownerSocket.socket.close();
  });

  it("removing a register closes its socket before the next payment-queue event", async () => {
    const { company, location } = await makeCompany();
    const device = await makeDevice(company.id, location.id);
    const admin = await callerFor((await makeUser({ isAdmin: true })).token);
    const register = await listening(
      { tenantId: String(company.id), retailerId: location.id, authorization: device.token },
      "paymentQueue",
    );
    await admin.admin.deactivateDevice({ companyId: company.id, deviceId: device.deviceId });
    expect(await register.closed).toBe(1000);
    expect(await queueEvent(company.id, location.id)).toEqual({ delivered: 0, removed: 0 });
    expect(register.messages.map((message) => message.event)).toEqual(["subscribed"]);
  });

  it("a new password closes the sockets of every session of the account", async () => {
    const { company } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_MANAGE_DEVICES"]);
    const laptop = await listening({ tenantId: String(company.id), authorization: staff.token }, "devices");
    const phoneToken = await createSession({ kind: "user", userId: staff.userId });
    const phone = await listening({ tenantId: String(company.id), authorization: phoneToken }, "devices");
    const anonymous = await callerFor();
    await anonymous.account.forgotPassword({ email: staff.email });
    await anonymous.account.resetPassword({
      email: staff.email,
      verificationCode: await resetCodeOf(staff.email),
      newPassword: "N3w#Password",
    });
    expect(await Promise.all([laptop.closed, phone.closed])).toEqual([1000, 1000]);
    expect(await offline(company.id)).toEqual({ delivered: 0, removed: 0 });
  });

  it("signing out closes that session's socket and leaves the user's other sessions open", async () => {
    const { company } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_MANAGE_DEVICES"]);
    const leaving = await listening({ tenantId: String(company.id), authorization: staff.token }, "devices");
    const otherToken = await createSession({ kind: "user", userId: staff.userId });
    const staying = await listening({ tenantId: String(company.id), authorization: otherToken }, "devices");
    await staff.caller.auth.signOut();
    expect(await leaving.closed).toBe(1000);
    const arrival = staying.next("offline");
    expect(await offline(company.id)).toEqual({ delivered: 1, removed: 0 });
    await arrival;
    staying.socket.close();
  });

  it("a socket is refused when its session was revoked by another process a moment before", async () => {
    const { company, owner } = await makeCompany();
    const token = await createSession({ kind: "user", userId: owner.userId });
    expect(await resolveSession(token)).not.toBeNull();
    // Another instance deleted the session; this process still remembers it for a few seconds.
    await Session.delete({ tokenHash: hashToken(token) }).go();
    expect(await connect(port, { tenantId: String(company.id), authorization: token })).toBe(401);
    expect(await storedSockets(hashToken(token))).toBe(0);
  });
});

describe("subscriptions need the topic's permission", () => {
  it("register presence needs CAN_MANAGE_DEVICES; the payment queue and card transactions are for registers", async () => {
    const { company, location, owner } = await makeCompany();
    const clerk = await makeStaff(company.id, ["CAN_VIEW_SALES"]);
    const clerkSocket = await connected(port, { tenantId: String(company.id), authorization: clerk.token });
    expect((await subscribe(clerkSocket, "devices")).event).toBe("error");
    const ownerSocket = await connected(port, { tenantId: String(company.id), authorization: owner.token });
    expect((await subscribe(ownerSocket, "paymentQueue")).event).toBe("error");
    expect((await subscribe(ownerSocket, "cardTransactions")).event).toBe("error");
    const device = await makeDevice(company.id, location.id);
    const register = await connected(port, { tenantId: String(company.id), authorization: device.token });
    expect((await subscribe(register, "devices")).event).toBe("error");
    expect(await offline(company.id)).toEqual({ delivered: 0, removed: 0 });
    expect(await queueEvent(company.id, location.id)).toEqual({ delivered: 0, removed: 0 });
    for (const client of [clerkSocket, ownerSocket, register]) client.socket.close();
  });

  it("a register hears only its own location's payment queue, even when it connects without a location", async () => {
    const { company, location } = await makeCompany();
    const other = await createLocation({ companyId: company.id, name: "Second Street" });
    const device = await makeDevice(company.id, location.id);
    const register = await listening(
      { tenantId: String(company.id), authorization: device.token },
      "paymentQueue",
    );
    expect(await queueEvent(company.id, other.id)).toEqual({ delivered: 0, removed: 0 });
    const arrival = register.next("created");
    expect(await queueEvent(company.id, location.id)).toEqual({ delivered: 1, removed: 0 });
    expect((await arrival).data).toEqual({ locationId: location.id });
    register.socket.close();
  });

  it("a subscriber whose role lost the permission hears nothing more, and the socket is closed", async () => {
    const { company, owner } = await makeCompany();
    const staff = await makeStaff(company.id, ["CAN_MANAGE_DEVICES"]);
    const staffSocket = await listening(
      { tenantId: String(company.id), authorization: staff.token },
      "devices",
    );
    const ownerCaller = await callerFor(owner.token);
    await ownerCaller.employees.roles.update({
      companyId: company.id,
      roleId: staff.role.roleId,
      name: staff.role.name,
      permissions: ["CAN_VIEW_SALES"],
    });
    expect(await offline(company.id)).toEqual({ delivered: 0, removed: 1 });
    expect(await staffSocket.closed).toBe(1000);
    expect(await storedSockets(hashToken(staff.token))).toBe(0);
  });

  it("a malformed or hostile message is answered as bad input, not as an internal error", async () => {
    const { company, owner } = await makeCompany();
    const client = await connected(port, { tenantId: String(company.id), authorization: owner.token });
    const answer = await subscribe(client, "__proto__");
    expect(answer).toEqual({
      topic: "system",
      event: "error",
      data: { message: "Unknown message: send subscribe, unsubscribe or ping" },
    });
    client.socket.close();
  });
});
