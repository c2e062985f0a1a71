/** Every localStorage key the web app uses. */
export const storageKeys = {
  authToken: "authToken",
  deviceAuthToken: "deviceAuthToken",
  worldpayTerminals: "worldpayTerminals",
  selectedWorldpayTerminal: "selectedWorldpayTerminal",
  migratingUser: "migratingUser",
  apiHostOverride: "apiHostOverride",
  connectivityEvents: "connectivityEvents",
  /** What the dashboard print route prints with `print?useLocalStorage=true` (JSON, see print-config.ts). */
  printConfig: "printConfig",
  /** The register's card payment in progress (JSON, see features/tender/use-card-charge.ts). */
  cardSaleInFlight: "cardSaleInFlight",
  /** The payment fees the register loaded, with when (JSON, see features/payment-fees). */
  paymentFees: "paymentFees",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  window.localStorage.setItem(key, value);
}

export function removeStorage(key: StorageKey): void {
  window.localStorage.removeItem(key);
}
