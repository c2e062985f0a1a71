import { appVariant, variantShows, type AppVariant, type VariantFeature } from "@/lib/app-variant";

export type AppVariantState = { variant: AppVariant; shows: (feature: VariantFeature) => boolean };

const state: AppVariantState = {
  variant: appVariant,
  shows: (feature) => variantShows(appVariant, feature),
};

/** The variant this build is; screens and menus ask it before showing a variant-only entry. */
export function useAppVariant(): AppVariantState {
  return state;
}
