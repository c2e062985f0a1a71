import { randomUUID } from "node:crypto";
import { Service } from "electrodb";
import { z } from "zod";
import { nowIso } from "../common/clock";
import { AppError } from "../common/errors";
import { checkPassword } from "../common/password-rules";
import { hashSecret } from "../common/passwords";
import { Unique } from "../db/unique.entity";
import { Assignment, SecurityRole, User, type UserItem } from "./auth.entity";
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

export const passwordRulesMessage = "Your password doesn't meet the requirements.";

export async function createUser(input: CreateUserInput): Promise<UserItem> {
  const data = ZCreateUserInput.parse(input);
  if (!checkPassword(data.password).valid) throw new AppError("INVALID_INPUT", passwordRulesMessage);
  const user: UserItem = {
    userId: `u_${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    email: data.email,
    name: data.name,
    isAdmin: data.isAdmin,
    isActive: true,
    passwordHash: await hashSecret(data.password),
    createDate: nowIso(),
  };
  const result = await userService.transaction
    .write(({ user: users, unique }) => [
      unique.create({ kind: "email", value: user.email, ownerId: user.userId }).commit(),
      users.create(user).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError("CONFLICT", "A user with this email already exists");
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
