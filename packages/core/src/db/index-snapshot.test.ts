import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeSnapshot, encodeSnapshot, unitRows, unitsHolding } from "./index-snapshot";

const units = [
  { ids: ["1"], text: "amelie tremblay\u0001a@x.org", facets: "", rows: [{ id: "1", name: "Amélie" }] },
  { ids: ["2", "3"], text: "blue dream\u00011 g", facets: "a[[],[]]", rows: [{ id: "2" }, { id: "3" }] },
  { ids: ["4"], text: "", facets: "h", rows: [{ id: "4", note: "line\nbreak \u001d" }] },
  { ids: ["5"], text: "tremblay tremblay", facets: "", rows: [{ id: "5" }] },
];

describe("index snapshot format", () => {
  it("round-trips the units and finds each unit holding a query once, in order", () => {
    const snapshot = decodeSnapshot(
      encodeSnapshot("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:01.000Z", units),
    );
    expect(snapshot).not.toBeNull();
    if (!snapshot) return;
    expect(snapshot.cursor).toBe("2026-01-01T00:00:00.000Z");
    expect(snapshot.members).toEqual([["1"], ["2", "3"], ["4"], ["5"]]);
    expect(snapshot.facets).toEqual(["", "a[[],[]]", "h", ""]);
    expect(units.map((_, unit) => unitRows(snapshot, unit))).toEqual(units.map((unit) => unit.rows));
    expect([...unitsHolding(snapshot, "tremblay")]).toEqual([0, 3]);
    expect([...unitsHolding(snapshot, "e")]).toEqual([0, 1, 3]);
    expect([...unitsHolding(snapshot, "")]).toEqual([0, 1, 2, 3]);
    expect([...unitsHolding(snapshot, "nobody")]).toEqual([]);
  });

  it("refuses anything but a whole snapshot of this version", () => {
    const whole = gunzipSync(encodeSnapshot("c", "w", units));
    expect(decodeSnapshot(Buffer.from("not gzip"))).toBeNull();
    expect(decodeSnapshot(gzipSync(whole.subarray(0, whole.length - 3)))).toBeNull();
    expect(
      decodeSnapshot(gzipSync(Buffer.from(whole.toString().replace('"version":1', '"version":2')))),
    ).toBeNull();
    expect(decodeSnapshot(encodeSnapshot("c", "w", []))).toMatchObject({ members: [], rowLines: [] });
  });
});
