import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@pos/functions/trpc/router";

type ApiError = TRPCClientError<AppRouter>;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof TRPCClientError;
}

export function httpStatusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.data?.httpStatus : undefined;
}

/** A failure without any response from the server (offline, DNS, refused connection). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) ? error.data === undefined || error.data === null : false;
}

/** The text shown to a user for a failed call: the server's own message, or a network hint. */
export function errorMessage(error: unknown): string {
  if (isNetworkError(error)) return "Unable to reach the server. Check the connection and try again.";
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** The server's own message for a failed call, or the screen's fallback text when there is none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && !isNetworkError(error) && error.message) return error.message;
  return fallback;
}
