import type { ExternalSourceView } from "@pos/core/integrations/external-source.schema";

/** A source as the admin API returns it: with a link to show its logo. */
export type ExternalSourceCardData = ExternalSourceView & { logoDisplayUrl: string | null };

/** A key just made: the only time it is shown in full. */
export interface ShownKey {
  name: string;
  apiKey: string;
}

/** "qwk_••••••••wxyz": the server keeps only the last four characters, enough to tell keys apart. */
export const maskedKey = (last4: string | null): string =>
  last4 === null ? "Revoked" : `qwk_${"•".repeat(8)}${last4}`;
