import { longShiftMs } from "@pos/core/shifts/shift.schema";

export const longShiftWarning = "Your shift is running longer than 24 hours, please end this shift.";

/** A shift older than 24 hours (86 400 000 ms) is flagged as long. */
export function isLongShift(createDate: string, now: number): boolean {
  return now - Date.parse(createDate) > longShiftMs;
}
