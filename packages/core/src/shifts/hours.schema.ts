import { z } from "zod";
import { ZPasscode } from "../auth/passcode.schema";

export const hoursTypes = ["work", "break"] as const;
export type HoursType = (typeof hoursTypes)[number];

export const ZHoursPasscodeInput = z.object({ passcode: ZPasscode });
export type HoursPasscodeInput = z.input<typeof ZHoursPasscodeInput>;

/** Permissions a manager lends at the register with their passcode. */
export const approvals = {
  CAN_OVERRIDE_PRICES: "override prices",
  CAN_OVERRIDE_PURCHASE_LIMIT: "approve a sale over the purchase limit",
  CAN_APPLY_DISCOUNTS: "apply discounts",
} as const;
export type Approval = keyof typeof approvals;

export const ZApproverInput = z.object({
  passcode: ZPasscode,
  permission: z.enum(Object.keys(approvals) as [Approval, ...Approval[]]),
});
export type ApproverInput = z.input<typeof ZApproverInput>;

export const hoursMessages = {
  cannotApprove: (name: string, permission: Approval) =>
    `${name} does not have permission to ${approvals[permission]}`,
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
