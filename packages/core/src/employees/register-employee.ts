import { loadUserAccess, permissionsAtLocation } from "../auth/access";
import { findByPasscode } from "../auth/passcodes";
import { releaseSlot, takeSlot, type RateLimit, type Slot } from "../auth/rate-limiter";
import type { DeviceActor } from "../common/actor";
import { AppError } from "../common/errors";
import { getActiveDevice } from "../device/device";
import { ensureVerifier } from "../offline/passcode-verifier";
import { Employee } from "./employee.entity";
import {
  ZRegisterPasscodeInput,
  type RegisterEmployee,
  type RegisterPasscodeInput,
} from "./employees.schema";

export const invalidPasscodeMessage = "Invalid passcode";

/** Wrong passcodes a register may send in a fixed 5-minute window before it must wait. */
export const passcodeLimits = { perDevice: 5, windowMs: 5 * 60_000 } as const;
export const tooManyPasscodesMessage =
  "Too many wrong passcodes on this register. Please wait 5 minutes and try again.";

const passcodeLimit: RateLimit = {
  scope: "passcode",
  limit: passcodeLimits.perDevice,
  windowMs: passcodeLimits.windowMs,
};

/**
 * Counts the try before the passcode is looked up, or refuses it. A right passcode gives its try back but does
 * not reset the count: whoever knows their own passcode could otherwise keep guessing the others' between two
 * of their own.
 */
async function takePasscodeTry(registerKey: string): Promise<Slot> {
  const slot = await takeSlot(passcodeLimit, registerKey);
  if (!slot) throw new AppError("RATE_LIMITED", tooManyPasscodesMessage);
  return slot;
}

/**
 * The register's my-permissions call: the employee of the register's company with this passcode, and what
 * they may do at the register's location (grants at the company plus grants at that location).
 */
export async function employeeAtRegister(
  actor: DeviceActor,
  input: RegisterPasscodeInput,
): Promise<RegisterEmployee> {
  const { passcode } = ZRegisterPasscodeInput.parse(input);
  const device = await getActiveDevice(actor.companyId, actor.deviceId);
  const { companyId, locationId } = device;
  const registerKey = `${companyId}:${device.deviceId}`;
  const slot = await takePasscodeTry(registerKey);
  const userId = await findByPasscode(companyId, passcode);
  const record = userId ? (await Employee.get({ companyId, userId }).go()).data : null;
  const access = record ? await loadUserAccess(record.userId) : null;
  if (!record || !access || !access.assignments.some((item) => item.companyId === companyId))
    throw new AppError("NOT_FOUND", invalidPasscodeMessage);
  await releaseSlot(slot);
  await ensureVerifier(companyId, record.userId, passcode);
  return {
    id: record.userId,
    name: access.user.name,
    tracksHours: record.tracksHours,
    locationId,
    permissions: await permissionsAtLocation(access, companyId, locationId),
  };
}
