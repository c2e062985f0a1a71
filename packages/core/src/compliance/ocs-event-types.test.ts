import { describe, expect, it } from "vitest";
import { ocsEventTypeOf } from "./ocs-event-types";

describe("OCS event types", () => {
  it("maps every ledger entry to the OCS event, adjustments by reason and direction", () => {
    expect(ocsEventTypeOf({ type: "SALE", quantityChange: -1 })).toEqual({
      eventType: "Sale",
      adjustmentType: null,
    });
    expect(ocsEventTypeOf({ type: "REFUND", quantityChange: 1 }).eventType).toBe("Customer Return");
    expect(ocsEventTypeOf({ type: "RECEIVE", quantityChange: 5 }).eventType).toBe("Receiving");
    expect(ocsEventTypeOf({ type: "RETURN", quantityChange: -5 }).eventType).toBe("Return to Supplier");
    expect(ocsEventTypeOf({ type: "TRANSFER_OUT", quantityChange: -2 }).eventType).toBe("Transfer Out");
    expect(ocsEventTypeOf({ type: "TRANSFER_IN", quantityChange: 2 }).eventType).toBe("Transfer In");
    const adjustmentType = (entry: Parameters<typeof ocsEventTypeOf>[0]) =>
      ocsEventTypeOf(entry).adjustmentType;
    expect(adjustmentType({ type: "ADJUSTMENT", reason: "destroyed", quantityChange: -1 })).toBe("Destroyed");
    expect(adjustmentType({ type: "ADJUSTMENT", reason: "expired", quantityChange: -1 })).toBe("Destroyed");
    expect(adjustmentType({ type: "ADJUSTMENT", reason: "theft", quantityChange: -1 })).toBe("Lost/Theft");
    expect(adjustmentType({ type: "ADJUSTMENT", reason: "sample", quantityChange: -1 })).toBe(
      "Other Reductions",
    );
    expect(adjustmentType({ type: "ADJUSTMENT", reason: "correction", quantityChange: 3 })).toBe(
      "Other Additions",
    );
    expect(adjustmentType({ type: "AUDIT", quantityChange: -3 })).toBe("Other Reductions");
    expect(adjustmentType({ type: "CONVERSION_IN", quantityChange: 3 })).toBe("Other Additions");
    expect(adjustmentType({ type: "ROLLBACK", quantityChange: 3 })).toBe("Other Additions");
  });
});
