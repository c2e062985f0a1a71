import type { DeviceActor } from "../common/actor";
import { listQueue } from "../payment-queue/payment-queue";
import type { QueueEntryView } from "../payment-queue/payment-queue.schema";
import { getCashSettings } from "./cash-settings";
import { expectedCash } from "./expected-cash";
import { openShiftOf } from "./shift-store";

/** What the register checks before ending its shift (the warnings of the end-shift dialog). */
export interface EndShiftCheck {
  /** Cents: what the count is compared with, the same figure the shift will store. */
  expectedCash: number;
  /** Cents: a count further than this from the expected cash, either way, is warned about. */
  discrepancyThreshold: number;
  /** Still PENDING: this register's parked sales, those open here, and online orders no other register took. */
  pending: QueueEntryView[];
}

function isThisRegisters(entry: QueueEntryView, deviceId: string): boolean {
  if (entry.heldBy) return entry.heldBy.deviceId === deviceId;
  if (entry.orderType === "parked") return entry.deviceId === deviceId;
  return entry.deviceId === null || entry.deviceId === deviceId;
}

export async function endShiftCheck(actor: DeviceActor): Promise<EndShiftCheck> {
  const { device, shift } = await openShiftOf(actor);
  const [expected, settings, queue] = await Promise.all([
    expectedCash(shift),
    getCashSettings(device.companyId),
    listQueue(actor),
  ]);
  return {
    expectedCash: expected,
    discrepancyThreshold: settings.discrepancyThreshold,
    pending: queue.filter((entry) => isThisRegisters(entry, device.deviceId)),
  };
}
