import type { Permission } from "@pos/core/auth/permissions";
import { errorMessage, httpStatusOf } from "@/lib/errors";
import { AccessDenied, accessDeniedText } from "./access-denied";
import { LoadError } from "./load-error";

/**
 * A screen whose data could not be loaded: the access-denied page when the server refused (naming the
 * permission when that is what it refused for), otherwise the retryable load error.
 */
export function PageError({
  error,
  permission,
  onRetry,
}: {
  error: unknown;
  permission: Permission;
  onRetry: () => void;
}) {
  if (httpStatusOf(error) === 403) {
    const missing = errorMessage(error) === accessDeniedText(permission);
    return <AccessDenied permission={missing ? permission : undefined} />;
  }
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}
