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

  it("refuses anything but a whole snapshot of this version; a damaged row block throws when read", () => {
    const whole = encodeSnapshot("c", "w", units);
    expect(decodeSnapshot(Buffer.from("not a snapshot"))).toBeNull();
    expect(decodeSnapshot(whole.subarray(0, whole.length - 3))).toBeNull();
    expect(
      decodeSnapshot(Buffer.from(whole.toString("latin1").replace('"version":2', '"version":3'), "latin1")),
    ).toBeNull();
    const damaged = Buffer.from(whole);
    damaged[damaged.length - 12] = (damaged[damaged.length - 12] as number) ^ 0xff;
    const snapshot = decodeSnapshot(damaged);
    expect(() => snapshot && unitRows(snapshot, 0)).toThrow();
    expect(decodeSnapshot(encodeSnapshot("c", "w", []))).toMatchObject({ members: [], facets: [] });
  });

  it("reads rows across blocks of 512 units", () => {
    const many = Array.from({ length: 1_100 }, (_, index) => ({
      ids: [String(index)],
      text: `name ${index}`,
      facets: "",
      rows: [{ id: String(index) }],
    }));
    const snapshot = decodeSnapshot(encodeSnapshot("c", "w", many));
    expect(snapshot && [0, 511, 512, 1_099].map((unit) => unitRows(snapshot, unit))).toEqual([
      [{ id: "0" }],
      [{ id: "511" }],
      [{ id: "512" }],
      [{ id: "1099" }],
    ]);
    expect(snapshot && [...unitsHolding(snapshot, "name 1099")]).toEqual([1_099]);
  });
});
