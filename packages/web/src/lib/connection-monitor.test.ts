import { describe, expect, it } from "vitest";
import {
  applyCheckOutcome,
  eventsToSend,
  initialMonitorState,
  parseStoredEvents,
  type MonitorState,
} from "./connection-monitor";

const t1 = "2025-01-01T10:00:00.000Z";
const t2 = "2025-01-01T10:01:00.000Z";
const t3 = "2025-01-01T10:02:00.000Z";

describe("connection monitor", () => {
  it("starts in Connecting", () => {
    expect(initialMonitorState()).toEqual({ status: "connecting", pending: [] });
  });

  it("becomes Connected on a successful check", () => {
    const next = applyCheckOutcome(initialMonitorState(), { kind: "success", delivered: 0 });
    expect(next.status).toBe("connected");
  });

  it("becomes Disconnected on a network error and records one event", () => {
    const once = applyCheckOutcome({ status: "connected", pending: [] }, { kind: "network-error", at: t1 });
    expect(once).toEqual({ status: "disconnected", pending: [{ status: "disconnected", at: t1 }] });
    const twice = applyCheckOutcome(once, { kind: "network-error", at: t2 });
    expect(twice).toBe(once);
  });

  it("ignores the 1000 ms timeout", () => {
    const connected: MonitorState = { status: "connected", pending: [] };
    expect(applyCheckOutcome(connected, { kind: "timeout" })).toBe(connected);
    const connecting = initialMonitorState();
    expect(applyCheckOutcome(connecting, { kind: "timeout" }).status).toBe("connecting");
  });

  it("does not count a response carrying an error as a disconnection", () => {
    const connected: MonitorState = { status: "connected", pending: [] };
    expect(applyCheckOutcome(connected, { kind: "responded-with-error" })).toBe(connected);
  });

  it("sends the offline events with the reconnection once back, then forgets them", () => {
    const offline = applyCheckOutcome(
      { status: "connected", pending: [] },
      { kind: "network-error", at: t1 },
    );
    const batch = eventsToSend(offline, t3);
    expect(batch).toEqual([
      { status: "disconnected", at: t1 },
      { status: "connected", at: t3 },
    ]);
    const back = applyCheckOutcome(offline, { kind: "success", delivered: offline.pending.length });
    expect(back).toEqual({ status: "connected", pending: [] });
  });

  it("closes events kept from before a reload with a reconnection", () => {
    const restored = initialMonitorState([{ status: "disconnected", at: t1 }]);
    expect(eventsToSend(restored, t2).at(-1)).toEqual({ status: "connected", at: t2 });
  });

  it("sends nothing extra while online", () => {
    expect(eventsToSend({ status: "connected", pending: [] }, t1)).toEqual([]);
  });

  it("keeps events recorded after the batch that was delivered", () => {
    const state: MonitorState = {
      status: "disconnected",
      pending: [
        { status: "disconnected", at: t1 },
        { status: "disconnected", at: t2 },
      ],
    };
    expect(applyCheckOutcome(state, { kind: "success", delivered: 1 }).pending).toEqual([
      { status: "disconnected", at: t2 },
    ]);
  });

  it("reads stored events defensively", () => {
    expect(parseStoredEvents(null)).toEqual([]);
    expect(parseStoredEvents("not json")).toEqual([]);
    expect(
      parseStoredEvents(JSON.stringify([{ status: "disconnected", at: t1 }, { status: "x" }, 4])),
    ).toEqual([{ status: "disconnected", at: t1 }]);
  });
});
