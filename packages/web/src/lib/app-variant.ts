/**
 * The app variant is chosen at build time: `VITE_APP_VARIANT=pos-only npm run build -w @pos/web` builds the
 * POS-only app; anything else builds the full app.
 */
export type AppVariant = "full" | "pos-only";

/** What the POS-only variant hides (dashboard.md 6, pos-and-accounts.md 6). */
export const posOnlyHidden = [
  "outreach",
  "terpene",
  "capital",
  "complianceReport",
  "invoiceProvinceImport",
  "merrcoMoneris",
  "legacyKnowledgeBase",
  "trainingSessions",
] as const;
export type VariantFeature = (typeof posOnlyHidden)[number];

export function variantOf(value: string | undefined): AppVariant {
  return value === "pos-only" ? "pos-only" : "full";
}

export function variantShows(variant: AppVariant, feature: VariantFeature): boolean {
  return variant === "full" || !posOnlyHidden.includes(feature);
}

export const appVariant: AppVariant = variantOf(import.meta.env.VITE_APP_VARIANT);
