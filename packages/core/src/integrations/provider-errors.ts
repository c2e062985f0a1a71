import { AppError } from "../common/errors";
import type { ProviderCall } from "./provider-call";

/**
 * A provider's refusal during a user's action becomes the user's error (nothing is written): refused
 * credentials and an unreachable or silent provider are a 400 (check what you entered), a rate limit a 429.
 */
export function providerFailure(
  call: Exclude<ProviderCall<unknown>, { kind: "ok" }>,
  refused: string,
): AppError {
  if (call.kind === "unauthorized") return new AppError("INVALID_INPUT", refused);
  if (call.kind === "rate-limited") return new AppError("RATE_LIMITED", call.message);
  return new AppError("INVALID_INPUT", call.message);
}
