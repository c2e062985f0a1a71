import { isApiError, isNetworkError } from "./errors";

/** What a failed admin call carries, in the shape of the legacy API responses (admin.md 8). */
export type AdminErrorParts = {
  /** response.data.errors: detail lines (validation issues, listed details). */
  errors?: readonly string[];
  /** response.data.message: the server's own message. */
  serverMessage?: string;
  /** The error's own message (a failure in the browser, not an answer from the server). */
  message?: string;
};

/**
 * admin.md 8 "Message source order": the detail lines joined by newlines, then the server's message, then
 * the error's message, then the screen's default.
 */
export function adminMessageFrom(parts: AdminErrorParts, fallback: string): string {
  const lines = (parts.errors ?? []).map((line) => line.trim()).filter(Boolean);
  if (lines.length > 0) return [...new Set(lines)].join("\n");
  return parts.serverMessage?.trim() || parts.message?.trim() || fallback;
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The parts of any thrown value: a tRPC error (validation issues, details, message) or a plain Error. */
export function adminErrorParts(error: unknown): AdminErrorParts {
  if (isApiError(error)) {
    // A call that never reached the server has nothing to say: the screen's default is clearer.
    if (isNetworkError(error)) return {};
    const details = error.data?.details ?? {};
    const issues = (error.data?.zodIssues ?? []).map((issue) => issue.message);
    return {
      errors: issues.length > 0 ? issues : [...stringsOf(details.errors), ...stringsOf(details.details)],
      serverMessage: error.message,
    };
  }
  return { message: error instanceof Error ? error.message : undefined };
}

/** The toast text for a failed admin call, with the screen's default (e.g. 'Unable to update'). */
export const adminErrorMessage = (error: unknown, fallback: string): string =>
  adminMessageFrom(adminErrorParts(error), fallback);
