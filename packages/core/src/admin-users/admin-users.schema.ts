import { z } from "zod";
import { ZEmail } from "../auth/auth.schema";

/** maxOffset: a search reads keys up to offset + limit users deep, so how deep it may page is bounded too. */
export const adminUserLimits = { searchLimit: 10, searchDebounceMs: 800, maxOffset: 1000 } as const;

export const adminUserMessages = {
  notFound: "This user does not exist.",
  emailTaken: "A user with this email already exists",
  sameEmail: "This is already the user's e-mail.",
  updated: (email: string) => `E-mail changed to ${email}`,
  searchError: "An error occurred while searching users",
  updateError: "Unable to update",
} as const;

export interface AdminUserRow {
  id: string;
  email: string | null;
  name: string;
}

export interface AdminUserPage {
  items: AdminUserRow[];
  offset: number;
  limit: number;
}

export const ZSearchUsersInput = z.object({
  searchQuery: z.string().trim().max(254).default(""),
  offset: z.number().int().min(0).max(adminUserLimits.maxOffset).default(0),
  limit: z.number().int().min(1).max(50).default(adminUserLimits.searchLimit),
});
export type SearchUsersInput = z.input<typeof ZSearchUsersInput>;

export const ZChangeUserEmailInput = z.object({
  userId: z.string().min(1).max(40),
  email: ZEmail,
});
export type ChangeUserEmailInput = z.input<typeof ZChangeUserEmailInput>;
