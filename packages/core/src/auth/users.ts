import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { z } from "zod";
import { now } from "../common/clock";
import { AppError } from "../common/errors";
import { checkPassword, passwordRulesMessage } from "../common/password-rules";
import { hashSecret } from "../common/passwords";
import { Unique } from "../db/unique.entity";
import { accountPolicy } from "./account-policy";
import { Assignment, SecurityRole, User, type PasswordStatus, type UserItem } from "./auth.entity";
import { ZEmail } from "./auth.schema";
import { revokeAllSessions, principalOf } from "./sessions";
import { forgetUserAccess } from "./access";

const userService = new Service({ user: User, unique: Unique });

export const ZCreateUserInput = z.object({
  email: ZEmail,
  name: z.string().trim().min(1, "Name is required").max(120),
  password: z.string().max(256),
  isAdmin: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof ZCreateUserInput>;

export const emailTakenMessage = "A user with this email already exists";

export interface CreateUserOptions {
  /** "temporary" expires (accountPolicy) and must be replaced at first sign-in; "legacy" is imported as is, unchecked. */
  passwordStatus?: PasswordStatus;
  /** Users created by an administrator or an import count as verified; registration sends a verification link. */
  emailVerified?: boolean;
}

/** A new user's item, validated and with its password hashed, not yet written. */
export async function newUserItem(
  input: CreateUserInput,
  options: CreateUserOptions = {},
): Promise<UserItem> {
  const data = ZCreateUserInput.parse(input);
  const passwordStatus = options.passwordStatus ?? "current";
  if (passwordStatus !== "legacy" && !checkPassword(data.password).valid)
    throw new AppError("INVALID_INPUT", passwordRulesMessage);
  const at = now();
  return {
    userId: `u_${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    email: data.email,
    name: data.name,
    isAdmin: data.isAdmin,
    isActive: true,
    passwordHash: await hashSecret(data.password),
    passwordStatus,
    ...(passwordStatus === "temporary" && {
      passwordExpiresAt: new Date(at.getTime() + accountPolicy.temporaryPasswordLifetimeMs).toISOString(),
    }),
    emailVerified: options.emailVerified ?? true,
    createDate: at.toISOString(),
  };
}

export async function createUser(input: CreateUserInput, options: CreateUserOptions = {}): Promise<UserItem> {
  const user = await newUserItem(input, options);
  const result = await userService.transaction
    .write(({ user: users, unique }) => [
      unique.create({ kind: "email", value: user.email, ownerId: user.userId }).commit(),
      users.create(user).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", emailTakenMessage);
  return user;
}

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const owner = await Unique.get({ kind: "email", value: email }).go({
    consistent: true,
  });
  if (!owner.data) return null;
  return (await User.get({ userId: owner.data.ownerId }).go({ consistent: true })).data;
}

export const ZAssignInput = z.object({
  userId: z.string().min(1),
  companyId: z.number().int().positive(),
  entityType: z.enum(["company", "location"]),
  entityId: z.string().min(1),
  securityRoleId: z.string().min(1).optional(),
});

export async function assignUser(input: z.input<typeof ZAssignInput>): Promise<void> {
  const data = ZAssignInput.parse(input);
  await Assignment.put({ ...data, type: "assigned" }).go();
  forgetUserAccess(data.userId);
}

export async function createSecurityRole(input: { companyId: number; name: string; permissions: string[] }) {
  const roleId = `r_${randomUUID().slice(0, 8)}`;
  const created = await SecurityRole.create({ ...input, roleId }).go();
  return created.data;
}

/** A deactivated user cannot sign in and every one of their sessions ends. */
export async function deactivateUser(userId: string): Promise<void> {
  await User.patch({ userId }).set({ isActive: false }).go();
  forgetUserAccess(userId);
  await revokeAllSessions(principalOf({ userId }));
}
