import { z } from "zod";
import { ZId } from "../common/bounded.schema";
import { ZCompanyId } from "../company/company.schema";
import {
  devicePreferenceDefaults,
  type DevicePreferenceKey,
  type DevicePreferences,
} from "./device-preferences.schema";

const preferenceKeys = Object.keys(devicePreferenceDefaults) as DevicePreferenceKey[];

export const registerDefaultsMessages = { saved: "POS settings saved" } as const;

export const ZRegisterDefaultsRef = z.object({ companyId: ZCompanyId, locationId: ZId });
export type RegisterDefaultsRef = z.input<typeof ZRegisterDefaultsRef>;

/** Every preference's default for the location's registers (strict: an unknown key is refused). */
export const ZRegisterDefaults = z
  .object(
    Object.fromEntries(preferenceKeys.map((key) => [key, z.boolean()])) as Record<
      DevicePreferenceKey,
      z.ZodBoolean
    >,
  )
  .strict();

export const ZSaveRegisterDefaultsInput = ZRegisterDefaultsRef.extend({ preferences: ZRegisterDefaults });
export type SaveRegisterDefaultsInput = z.input<typeof ZSaveRegisterDefaultsInput>;

export interface RegisterDefaultsView {
  locationId: string;
  /** The location's defaults, the spec's where the location set none. */
  preferences: DevicePreferences;
  /** null until someone saves them. */
  updateDate: string | null;
}
