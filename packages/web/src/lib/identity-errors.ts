import { identityErrorMessage, type IdentityFlow } from "@pos/core/auth/identity-messages";
import { errorMessage, isApiError, isNetworkError } from "./errors";

/** The API's own code of a failed call (`error.data.appCode`), such as NEW_PASSWORD_REQUIRED. */
export function appCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.data?.appCode : undefined;
}

/** What the server sent with a failed call (`error.data.details`), e.g. the migrating user. */
export function errorDetailsOf(error: unknown): Readonly<Record<string, unknown>> | null {
  return isApiError(error) ? (error.data?.details ?? null) : null;
}

/** The spec's message for a failed password, e-mail or register call; a network failure says so instead. */
export function identityError(flow: IdentityFlow, error: unknown): string {
  if (!isApiError(error) || isNetworkError(error)) return errorMessage(error);
  return identityErrorMessage(flow, {
    code: error.data?.appCode,
    httpStatus: error.data?.httpStatus,
    message: error.message,
  });
}
