import { z } from "zod";
import { ZPasscode } from "../auth/passcode.schema";

export const hoursTypes = ["work", "break"] as const;
export type HoursType = (typeof hoursTypes)[number];

export const ZHoursPasscodeInput = z.object({ passcode: ZPasscode });
export type HoursPasscodeInput = z.input<typeof ZHoursPasscodeInput>;

export const hoursMessages = {
  clockedIn: (name: string) => `Clocked in as ${name}`,
  startedBreak: "Started break",
  clockedOut: "Clocked out",
  currentCleared: "Current employee cleared",
  notClockedIn: "You are not clocked in",
  alreadyOnBreak: "You are already on a break",
  notTracked: "Hours are not tracked for this employee",
} as const;

export interface HoursEntryView {
  id: string;
  employeeId: string;
  employeeName: string;
  type: HoursType;
  startTime: string;
  /** null while the entry runs: the employee is tracking. */
  endTime: string | null;
  shiftId: string | null;
}

export interface RegisterEmployeeStatus {
  id: string;
  name: string;
  /** 'Tracking hours' when true, 'Not tracking' otherwise. */
  tracking: boolean;
  onBreak: boolean;
}

export interface HoursResult {
  message: string;
  employee: RegisterEmployeeStatus;
  /** The register's current employee after the action. */
  current: { id: string; name: string } | null;
}
