import type { z } from "zod";

/** A value not typed yet is NaN in the form; the schema's own message for it would say "expected number". */
export const discountFormErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.path?.[0] === "value" ? "Enter a value" : undefined;
