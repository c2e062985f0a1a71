import { z } from "zod";

/**
 * A province or state code (AB, WA) from the address selector; empty or null is its None. Which codes the company's
 * country allows is checked on the server beside the record's other rules.
 */
export const ZRegionCode = z
  .string()
  .max(20)
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, "Choose a province or state from the list")
  .nullish()
  .transform((value) => value || null);
