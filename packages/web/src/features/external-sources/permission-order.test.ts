import { describe, expect, it } from "vitest";
import { checkedIds, onlyOrderChanged, permissionRows } from "./permission-order";

const saved = [
  { id: "READ_INVENTORY" as const, name: "Read inventory", indexOrder: 1 },
  { id: "READ_ORDERS" as const, name: "Read orders and sales", indexOrder: 0 },
];

describe("permission order", () => {
  it("lists the saved permissions first in their order, then the others", () => {
    const rows = permissionRows(saved);
    expect(rows.slice(0, 3).map((row) => [row.id, row.checked])).toEqual([
      ["READ_ORDERS", true],
      ["READ_INVENTORY", true],
      ["READ_PRODUCTS", false],
    ]);
    expect(rows).toHaveLength(6);
    expect(checkedIds(rows)).toEqual(["READ_ORDERS", "READ_INVENTORY"]);
  });

  it("tells a reorder apart from a change of the checked permissions", () => {
    const rows = permissionRows(saved);
    expect(onlyOrderChanged(saved, [rows[1]!, rows[0]!, ...rows.slice(2)])).toBe(true);
    expect(
      onlyOrderChanged(
        saved,
        rows.map((row) => ({ ...row, checked: true })),
      ),
    ).toBe(false);
  });
});
