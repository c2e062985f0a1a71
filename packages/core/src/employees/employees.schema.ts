import { z } from "zod";
import { zText } from "../common/bounded.schema";
import { ZEmail } from "../auth/auth.schema";
import { ZPasscode } from "../auth/passcode.schema";

const ZCompanyId = z.number().int().positive();

export const ZEmployeeAssignment = z.object({
  /** null: the whole company (the role counts at every location). */
  locationId: z.string().min(1).max(64).nullable(),
  securityRoleId: z.string().min(1, "Choose a security role").max(64),
});
export type EmployeeAssignment = z.infer<typeof ZEmployeeAssignment>;

const ZAssignments = z
  .array(ZEmployeeAssignment)
  .min(1, "Assign the employee to the company or to at least one location")
  .max(50)
  .refine(
    (items) => new Set(items.map((item) => item.locationId)).size === items.length,
    "Each location can be assigned only once",
  );

const ZName = z.string().trim().min(1, "Name is required").max(120);

/** Blank means none: register-only staff, who have a passcode but no dashboard sign-in. */
const ZOptionalEmail = zText(400)
  .transform((value) => value.trim() || undefined)
  .pipe(ZEmail.optional())
  .optional();

/** The employee form; the e-mail is set once, when the employee is added or later if they had none. */
export const ZCreateEmployeeInput = z.object({
  companyId: ZCompanyId,
  name: ZName,
  email: ZOptionalEmail,
  passcode: ZPasscode.optional(),
  tracksHours: z.boolean().default(true),
  assignments: ZAssignments,
});
export type CreateEmployeeInput = z.input<typeof ZCreateEmployeeInput>;

export const ZEmployeeRef = z.object({ companyId: ZCompanyId, userId: z.string().min(1).max(64) });
export type EmployeeRef = z.input<typeof ZEmployeeRef>;

/** Only the fields sent change; `assignments` replaces the employee's assignments in the company. */
export const ZUpdateEmployeeInput = ZEmployeeRef.extend({
  name: ZName.optional(),
  /** Only for someone without one yet; an e-mail once set cannot be changed. */
  email: ZOptionalEmail,
  passcode: ZPasscode.optional(),
  tracksHours: z.boolean().optional(),
  assignments: ZAssignments.optional(),
});
export type UpdateEmployeeInput = z.input<typeof ZUpdateEmployeeInput>;

/**
 * What employees.create did. An e-mail that already has an account is not added: its owner is sent an invitation
 * to accept, and the answer says only that (nothing of that account: not its name, not whether it is active).
 */
export type CreateEmployeeResult =
  { status: "added"; employee: EmployeeView; passcode: string | null } | { status: "invited"; email: string };

export const ZInvitationTokenInput = z.object({ token: z.string().min(20).max(200) });
export type InvitationTokenInput = z.input<typeof ZInvitationTokenInput>;

/** What the invitation link shows before it is accepted. */
export interface InvitationView {
  companyName: string;
  invitedByName: string;
}

export const invitationMessages = {
  expired: "This invitation has expired or was already used.",
  accepted: (company: string) => `You joined ${company}. Sign in to work there.`,
  passcode: (passcode: string) =>
    `Your register passcode there is ${passcode}; you can change it with a manager.`,
  sent: (email: string) =>
    `An invitation was sent to ${email}. They join the company when they accept it from that e-mail.`,
  subject: (company: string) => `You are invited to join ${company}`,
} as const;

export const ZRegisterPasscodeInput = z.object({ passcode: ZPasscode });
export type RegisterPasscodeInput = z.input<typeof ZRegisterPasscodeInput>;

export interface EmployeeView {
  id: string;
  name: string;
  /** null: register-only (no dashboard sign-in). */
  email: string | null;
  tracksHours: boolean;
  hasPasscode: boolean;
  /** The company-wide assignment (locationId null) first, then locations. */
  assignments: { locationId: string | null; securityRoleId: string | null }[];
  /** When they were added to the company. */
  createDate: string;
}

/** The employee behind a passcode on a register, with what they may do at the register's location. */
export interface RegisterEmployee {
  id: string;
  name: string;
  tracksHours: boolean;
  locationId: string;
  /** Catalogue names granted at the company or at this location, in catalogue order. */
  permissions: string[];
}
