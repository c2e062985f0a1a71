import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { platformAuditScope } from "../audit/audit.schema";
import { AppError } from "../common/errors";
import { forgetUserAccess } from "../auth/access";
import { User } from "../auth/auth.entity";
import { Unique } from "../db/unique.entity";
import {
  adminUserMessages,
  ZChangeUserEmailInput,
  ZSearchUsersInput,
  type AdminUserPage,
  type AdminUserRow,
  type ChangeUserEmailInput,
  type SearchUsersInput,
} from "./admin-users.schema";

const emailService = new Service({ user: User, unique: Unique, audit: AuditEntry });

const matches = (row: AdminUserRow, needle: string): boolean =>
  needle === "" ||
  row.id.toLowerCase() === needle ||
  (row.email ?? "").toLowerCase().startsWith(needle) ||
  row.name
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.startsWith(needle)) ||
  row.name.toLowerCase().startsWith(needle);

/**
 * Users whose e-mail or a word of whose name starts with the search (or whose id it is), by e-mail.
 * Users are keyed by id only, so this reads every user: fine for the platform staff's occasional look-up.
 */
export async function searchUsers(input: SearchUsersInput): Promise<AdminUserPage> {
  const { searchQuery, offset, limit } = ZSearchUsersInput.parse(input);
  const needle = searchQuery.toLowerCase();
  const result = await User.scan.go({ pages: "all", attributes: ["userId", "email", "name"] });
  const rows = result.data
    .map((user): AdminUserRow => ({ id: user.userId, email: user.email ?? null, name: user.name }))
    .filter((row) => matches(row, needle))
    .sort((a, b) => (a.email ?? "~").localeCompare(b.email ?? "~") || a.name.localeCompare(b.name));
  return { items: rows.slice(offset, offset + limit), offset, limit };
}

/**
 * Moves the user's unique e-mail record and changes the e-mail in one transaction, with its audit entry
 * (a user is no one company's: the entry is a platform one).
 */
export async function changeUserEmail(input: ChangeUserEmailInput, by: AuditActor): Promise<AdminUserRow> {
  const { userId, email } = ZChangeUserEmailInput.parse(input);
  const { data: user } = await User.get({ userId }).go({ consistent: true });
  if (!user) throw new AppError("NOT_FOUND", adminUserMessages.notFound);
  if (user.email === email) throw new AppError("INVALID_INPUT", adminUserMessages.sameEmail);
  const previous = user.email;
  const entry = auditEntry(by, {
    companyId: platformAuditScope,
    action: "user.email",
    targetId: userId,
    targetLabel: user.name,
    before: { email: previous ?? null },
    after: { email },
  });
  const result = await emailService.transaction
    .write(({ user: users, unique, audit }) => [
      audit.create(entry).commit(),
      ...(previous === undefined
        ? []
        : [
            unique
              .delete({ kind: "email", value: previous })
              .where((attributes, { eq }) => eq(attributes.ownerId, userId))
              .commit(),
          ]),
      unique.create({ kind: "email", value: email, ownerId: userId }).commit(),
      users
        .patch({ userId })
        .set({ email, emailVerified: true })
        .where((attributes, { eq, notExists }) =>
          previous === undefined ? notExists(attributes.email) : eq(attributes.email, previous),
        )
        .commit(),
    ])
    .go();
  forgetUserAccess(userId);
  if (result.canceled) {
    const taken = await Unique.get({ kind: "email", value: email }).go({ consistent: true });
    if (taken.data && taken.data.ownerId !== userId)
      throw new AppError("CONFLICT", adminUserMessages.emailTaken);
    throw new AppError("CONFLICT", "The user changed meanwhile; please try again.");
  }
  return { id: userId, email, name: user.name };
}
