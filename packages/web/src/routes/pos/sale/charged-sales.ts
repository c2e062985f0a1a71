/**
 * The open sales (by checkout key) this tab took a terminal approval, gift-card redemption or card payment for,
 * kept in session storage: when such a sale is abandoned (its cart cleared or changed), the register asks the
 * server to give that money back at once instead of leaving it to the void job.
 */
const storageKey = "posChargedCheckoutKeys";

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

const write = (keys: string[]) => window.sessionStorage.setItem(storageKey, JSON.stringify(keys));

export function markCharged(checkoutKey: string): void {
  const keys = read();
  if (!keys.includes(checkoutKey)) write([...keys, checkoutKey]);
}

export const wasCharged = (checkoutKey: string): boolean => read().includes(checkoutKey);

export function forgetCharged(checkoutKey: string): void {
  write(read().filter((key) => key !== checkoutKey));
}
