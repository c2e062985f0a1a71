import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { platformAuditScope } from "../audit/audit.schema";
import { AppError } from "../common/errors";
import { forgetUserAccess } from "../auth/access";
import { User, type UserItem } from "../auth/auth.entity";
import { UserSearchKey } from "../auth/user-search.entity";
import { normalizeSearch, searchKeyChanges, searchTokensOf } from "../auth/user-search-keys";
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

const emailService = new Service({ user: User, unique: Unique, audit: AuditEntry, search: UserSearchKey });

/** Keys read per query page while collecting a page of users. */
const keyPage = 100;

const rowOf = (user: UserItem): AdminUserRow => ({
  id: user.userId,
  email: user.email ?? null,
  name: user.name,
});

const matches = (row: AdminUserRow, needle: string): boolean =>
  row.id.toLowerCase() === needle || searchTokensOf(row).some((token) => token.startsWith(needle));

async function usersById(userIds: string[]): Promise<UserItem[]> {
  if (userIds.length === 0) return [];
  const { data } = await User.get(userIds.map((userId) => ({ userId }))).go({
    attributes: ["userId", "email", "name"],
  });
  const byId = new Map(data.map((user) => [user.userId, user as UserItem]));
  return userIds.flatMap((userId) => byId.get(userId) ?? []);
}

/**
 * Users whose e-mail, a word of whose name or whose whole name starts with the search (the user whose id it is
 * first), in the order of the key they matched by. Reads the search keys by prefix (user-search.entity.ts), a page
 * at a time, until offset + limit users are found: never every user. A key left behind by a change is checked
 * against the user and skipped.
 */
export async function searchUsers(input: SearchUsersInput): Promise<AdminUserPage> {
  const { searchQuery, offset, limit } = ZSearchUsersInput.parse(input);
  const needle = normalizeSearch(searchQuery);
  if (needle === "") return { items: [], offset, limit };
  const wanted = offset + limit;
  const found = new Map<string, AdminUserRow>();
  const byId = (await usersById([needle])).map(rowOf);
  for (const row of byId) found.set(row.id, row);
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string }[]; cursor: string | null } = await UserSearchKey.query
      .byToken({ shard: needle.charAt(0) })
      .begins({ token: needle })
      .go({ limit: keyPage, cursor, attributes: ["userId"] });
    const fresh = [...new Set(page.data.map((key) => key.userId))].filter((userId) => !found.has(userId));
    for (const user of await usersById(fresh)) {
      const row = rowOf(user);
      if (matches(row, needle)) found.set(row.id, row);
    }
    cursor = page.cursor;
  } while (cursor && found.size < wanted);
  return { items: [...found.values()].slice(offset, wanted), offset, limit };
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
  const keys = searchKeyChanges(userId, user, { email, name: user.name });
  const entry = auditEntry(by, {
    companyId: platformAuditScope,
    action: "user.email",
    targetId: userId,
    targetLabel: user.name,
    before: { email: previous ?? null },
    after: { email },
  });
  const result = await emailService.transaction
    .write(({ user: users, unique, audit, search }) => [
      audit.create(entry).commit(),
      ...keys.removed.map((key) => search.delete(key).commit()),
      ...keys.added.map((key) => search.put(key).commit()),
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
