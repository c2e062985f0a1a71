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

/**
 * The built screens a hidden feature owns (absolute route paths): the POS-only build has no route to them, so
 * their addresses fall to the unknown-path redirect. The others (terpene, capital, Merrco/Moneris, the legacy
 * knowledge base, training sessions) have no screen in this product (docs/decisions.md).
 */
export const variantScreens: Readonly<Record<string, VariantFeature>> = {
  "/company/:companyId/dashboard/broadcasts": "outreach",
  "/company/:companyId/dashboard/compliance": "complianceReport",
  "/company/:companyId/dashboard/compliance/submissions": "complianceReport",
  "/admin/provinceProducts/import": "invoiceProvinceImport",
  "/admin/v2/provinceProducts/import": "invoiceProvinceImport",
};

/** Whether the build routes to this absolute path. */
export function routedIn(variant: AppVariant, path: string): boolean {
  const feature = variantScreens[path];
  return feature === undefined || variantShows(variant, feature);
}
