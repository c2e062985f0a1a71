import { errorMessage, isApiError } from "@/lib/errors";

export type ServerErrorPlacement<F extends string> = { field: F | null; message: string };

/** The field a known message belongs on: a table of fixed messages, or a test for messages that name a value. */
export type FieldOfMessage<F extends string> =
  Readonly<Record<string, F>> | ((message: string) => F | null | undefined);

/**
 * Where a failed save's message belongs: the form field of the input the server's first validation issue
 * names, or the field whose known message it is (conflicts carry no path); otherwise the whole form.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fieldOfInput: Readonly<Record<string, F>>,
  fieldOfMessage: FieldOfMessage<F>,
): ServerErrorPlacement<F> {
  const message = errorMessage(error);
  const issuePath = isApiError(error) ? error.data?.zodIssues?.[0]?.path[0] : undefined;
  const byPath = typeof issuePath === "string" ? fieldOfInput[issuePath] : undefined;
  const byMessage = typeof fieldOfMessage === "function" ? fieldOfMessage(message) : fieldOfMessage[message];
  return { field: byPath ?? byMessage ?? null, message };
}
