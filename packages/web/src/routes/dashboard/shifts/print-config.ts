import { z } from "zod";

/**
 * What the dashboard `print` route prints: `print?config=<base64 of this JSON>` or `print?useLocalStorage=true`
 * with the same JSON (not encoded) under the storage key `printConfig`.
 */
export const ZPrintConfig = z.object({
  type: z.literal("shiftReport"),
  shiftId: z.string().min(1).max(32),
  includeInventorySold: z.boolean().default(false),
  layout: z.enum(["page", "receipt"]).default("page"),
});
export type PrintConfig = z.infer<typeof ZPrintConfig>;
export type PrintConfigInput = z.input<typeof ZPrintConfig>;

/** UTF-8 safe base64 of the config's JSON, URL-encoded for the query string by URLSearchParams. */
export function encodePrintConfig(config: PrintConfigInput): string {
  const bytes = new TextEncoder().encode(JSON.stringify(config));
  return btoa(String.fromCharCode(...bytes));
}

function parseJson(text: string): PrintConfig | null {
  try {
    const parsed = ZPrintConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function decodeBase64(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The config of a print URL's query string; null when there is none or it is not a valid one. */
export function readPrintConfig(search: string, stored: () => string | null): PrintConfig | null {
  const query = new URLSearchParams(search);
  if (query.get("useLocalStorage") === "true") {
    const text = stored();
    return text === null ? null : parseJson(text);
  }
  const encoded = query.get("config");
  const text = encoded === null ? null : decodeBase64(encoded);
  return text === null ? null : parseJson(text);
}

/** The print route of a company's dashboard for a config. */
export function printPath(companyId: number, config: PrintConfigInput): string {
  return `/company/${companyId}/dashboard/print?${new URLSearchParams({ config: encodePrintConfig(config) })}`;
}
