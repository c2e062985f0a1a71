import type { ExternalSourceView } from "@pos/core/integrations/external-source.schema";

/** A source as the admin API returns it: with a link to show its logo. */
export type ExternalSourceCardData = ExternalSourceView & { logoDisplayUrl: string | null };

/** "qwk_AbCd…wXyZ": enough to recognise a key without showing it. */
export function maskApiKey(apiKey: string): string {
  if (apiKey.length <= 12) return "•".repeat(apiKey.length);
  return `${apiKey.slice(0, 8)}${"•".repeat(8)}${apiKey.slice(-4)}`;
}
