import { describe, expect, it } from "vitest";
import { employeeSortKey } from "./employee-sort-key";

/** DynamoDB compares sort keys as UTF-8 bytes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const sorted = (people: [string, string][]) =>
  people
    .map(([name, id]) => ({ name, key: employeeSortKey(name, id) }))
    .sort((a, b) => byteOrder(a.key, b.key))
    .map((person) => person.name);

describe("employeeSortKey", () => {
  it("orders names case-insensitively", () => {
    expect(
      sorted([
        ["bob", "u_1"],
        ["Alice", "u_2"],
        ["alex", "u_3"],
        ["Brenda", "u_4"],
      ]),
    ).toEqual(["alex", "Alice", "bob", "Brenda"]);
  });

  it("puts a name before the longer names it starts", () => {
    expect(
      sorted([
        ["Ann Smith", "u_1"],
        ["Ann-Marie", "u_2"],
        ["Ann", "u_3"],
        ["Anna", "u_4"],
      ]),
    ).toEqual(["Ann", "Ann Smith", "Ann-Marie", "Anna"]);
  });

  it("ignores accents and control characters", () => {
    expect(employeeSortKey("Émile\u0001", "u_1")).toBe(employeeSortKey("emile", "u_1"));
    expect(
      sorted([
        ["Zoë", "u_1"],
        ["Élodie", "u_2"],
        ["Eve", "u_3"],
      ]),
    ).toEqual(["Élodie", "Eve", "Zoë"]);
  });

  it("breaks ties by user id", () => {
    expect(byteOrder(employeeSortKey("Sam", "u_a"), employeeSortKey("sam", "u_b"))).toBeLessThan(0);
  });
});
