import type { z } from "zod";
import { AppError } from "@pos/core/common/errors";

/**
 * A public response schema for `.output()`: a response that breaks it is an internal error (500, "Something went
 * wrong", the issues in the server log), never a 400 with the schema's issues as the client's fault.
 */
export function contractOutput<Schema extends z.ZodType>(schema: Schema) {
  return (value: unknown): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new AppError("INTERNAL", `Response breaks its contract: ${issues.join("; ")}`);
  };
}
