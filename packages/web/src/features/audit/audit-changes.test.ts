import { describe, expect, it } from "vitest";
import { auditChanges, formatAuditValue } from "./audit-changes";

describe("audit changes", () => {
  it("lists only the fields that changed, both sides", () => {
    expect(
      auditChanges({
        before: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS"], isPaid: false },
        after: { name: "Counter", permissions: ["CAN_MANAGE_SHIFTS", "CAN_ISSUE_REFUNDS"], isPaid: true },
      }),
    ).toEqual([
      { field: "permissions", before: "CAN_MANAGE_SHIFTS", after: "CAN_MANAGE_SHIFTS, CAN_ISSUE_REFUNDS" },
      { field: "isPaid", before: "off", after: "on" },
    ]);
  });

  it("shows one side for a creation or a removal", () => {
    expect(auditChanges({ before: null, after: { deviceId: "REG-1" } })).toEqual([
      { field: "deviceId", before: null, after: "REG-1" },
    ]);
    expect(auditChanges({ before: { email: null }, after: null })).toEqual([
      { field: "email", before: "—", after: null },
    ]);
  });

  it("formats empty values", () => {
    expect(formatAuditValue([])).toBe("none");
    expect(formatAuditValue("")).toBe("—");
    expect(formatAuditValue(15000)).toBe("15000");
  });
});
