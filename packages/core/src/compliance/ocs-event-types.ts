import type { AdjustmentReason, LogType } from "../inventory/inventory-log.schema";

export interface OcsEventType {
  eventType: string;
  adjustmentType: "Destroyed" | "Lost/Theft" | "Other Reductions" | "Other Additions" | null;
}

const adjustment = (reason: AdjustmentReason | null | undefined, quantity: number): OcsEventType => {
  if (quantity > 0) return { eventType: "Adjustment", adjustmentType: "Other Additions" };
  if (reason === "destroyed" || reason === "damaged" || reason === "expired")
    return { eventType: "Adjustment", adjustmentType: "Destroyed" };
  if (reason === "theft") return { eventType: "Adjustment", adjustmentType: "Lost/Theft" };
  return { eventType: "Adjustment", adjustmentType: "Other Reductions" };
};

/** The OCS event a ledger entry reports (the table in docs/compliance-ocs.md). */
export function ocsEventTypeOf(entry: {
  type: LogType;
  reason?: AdjustmentReason | null;
  quantityChange: number;
}): OcsEventType {
  const plain = (eventType: string): OcsEventType => ({ eventType, adjustmentType: null });
  switch (entry.type) {
    case "SALE":
      return plain("Sale");
    case "REFUND":
      return plain("Customer Return");
    case "RECEIVE":
      return entry.quantityChange >= 0 ? plain("Receiving") : adjustment(null, entry.quantityChange);
    case "RETURN":
      return plain("Return to Supplier");
    case "TRANSFER_OUT":
      return plain("Transfer Out");
    case "TRANSFER_IN":
      return plain("Transfer In");
    case "CONVERSION_OUT":
    case "CONVERSION_IN":
    case "AUDIT":
    case "ROLLBACK":
      return adjustment(null, entry.quantityChange);
    case "ADJUSTMENT":
      return adjustment(entry.reason, entry.quantityChange);
  }
}
