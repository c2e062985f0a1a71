import type { UserSearchKeyItem } from "./user-search.entity";

/** What a user is found by. */
export interface SearchablePerson {
  email?: string | null;
  name: string;
}

/** A name has at most this many words indexed (names are at most 120 characters). */
const maxWords = 8;

export const normalizeSearch = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The keys a user is found by: the e-mail, each word of the name, the whole name (lower case, no duplicates). */
export function searchTokensOf(person: SearchablePerson): string[] {
  const name = normalizeSearch(person.name);
  const words = name === "" ? [] : name.split(" ").slice(0, maxWords);
  const email = person.email ? [normalizeSearch(person.email)] : [];
  return [...new Set([...email, ...words, ...(name === "" ? [] : [name])])];
}

export const searchKeyOf = (userId: string, token: string): UserSearchKeyItem => ({
  shard: token.charAt(0),
  token,
  userId,
});

/**
 * The keys to delete and to write when a user changes from `before` (null: a new user) to `after`; a key kept is
 * in neither list (a transaction may not touch one item twice).
 */
export function searchKeyChanges(
  userId: string,
  before: SearchablePerson | null,
  after: SearchablePerson,
): { removed: UserSearchKeyItem[]; added: UserSearchKeyItem[] } {
  const old = new Set(before ? searchTokensOf(before) : []);
  const next = new Set(searchTokensOf(after));
  return {
    removed: [...old].filter((token) => !next.has(token)).map((token) => searchKeyOf(userId, token)),
    added: [...next].filter((token) => !old.has(token)).map((token) => searchKeyOf(userId, token)),
  };
}
