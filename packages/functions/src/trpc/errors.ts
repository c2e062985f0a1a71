import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { AppError, messages, type ErrorCode, type ErrorDetails } from "@pos/core/common/errors";
import { isDatabaseOutage } from "@pos/core/db/outage";
import { ZodError } from "zod";

const trpcCode: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_INPUT: "BAD_REQUEST",
  UNAUTHENTICATED: "UNAUTHORIZED",
  INVALID_CREDENTIALS: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NO_ENTITY_ASSIGNMENT: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
  PROVIDER_UNAVAILABLE: "BAD_GATEWAY",
  NEW_PASSWORD_REQUIRED: "FORBIDDEN",
  PASSWORD_MIGRATION_REQUIRED: "FORBIDDEN",
  UserNotFoundException: "NOT_FOUND",
  UserNotConfirmedException: "FORBIDDEN",
  NotAuthorizedException: "FORBIDDEN",
  CodeMismatchException: "BAD_REQUEST",
  ExpiredCodeException: "BAD_REQUEST",
  InvalidParameterException: "BAD_REQUEST",
  TooManyRequestsException: "TOO_MANY_REQUESTS",
  LimitExceeded: "TOO_MANY_REQUESTS",
};

const appCodeOf: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  BAD_REQUEST: "INVALID_INPUT",
  PARSE_ERROR: "INVALID_INPUT",
  UNAUTHORIZED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  TOO_MANY_REQUESTS: "RATE_LIMITED",
  SERVICE_UNAVAILABLE: "UNAVAILABLE",
  BAD_GATEWAY: "PROVIDER_UNAVAILABLE",
};

/** Turns what core throws into a TRPCError; a ZodError from core is bad input like any other. */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError)
    return new TRPCError({
      code: trpcCode[error.code],
      message: error.message,
      cause: error,
    });
  if (isDatabaseOutage(error))
    return new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: messages.serviceBusy,
      cause: new AppError("UNAVAILABLE", messages.serviceBusy),
    });
  if (error instanceof ZodError)
    return new TRPCError({
      code: "BAD_REQUEST",
      message: error.issues[0]?.message,
      cause: error,
    });
  return new TRPCError({
    code: "INTERNAL_SERVER_ERROR",
    message: messages.somethingWentWrong,
    cause: error,
  });
}

export interface ErrorData {
  appCode: ErrorCode;
  zodIssues: ZodError["issues"] | null;
  details: ErrorDetails | null;
}

export function errorData(error: TRPCError): ErrorData {
  const cause = error.cause;
  return {
    appCode: cause instanceof AppError ? cause.code : (appCodeOf[error.code] ?? "INTERNAL"),
    zodIssues: cause instanceof ZodError ? cause.issues : null,
    details: cause instanceof AppError ? (cause.details ?? null) : null,
  };
}

/** The message a user sees: the first validation message for bad input, never internals. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return error.cause.issues[0]?.message ?? "Invalid input";
  if (error.code === "INTERNAL_SERVER_ERROR") return messages.somethingWentWrong;
  return error.message;
}
