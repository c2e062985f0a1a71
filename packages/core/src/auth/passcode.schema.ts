import { z } from "zod";

export const ZPasscode = z
  .string()
  .max(8, "A passcode is 4 to 8 digits")
  .regex(/^\d{4,8}$/, "A passcode is 4 to 8 digits");
