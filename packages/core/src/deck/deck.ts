/**
 * The /deck page's presentation (pos-and-accounts.md 2.1, 2.15): its address is configuration, DECK_URL (locally
 * the provider simulator's sample deck). The web app's Content-Security-Policy allows framing exactly its origin.
 */
export function deckAddress(): string | null {
  const raw = process.env.DECK_URL;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The origin the web app may frame (frame-src), or none. */
export function deckOrigin(): string[] {
  const address = deckAddress();
  return address ? [new URL(address).origin] : [];
}
