import type { TerminalView } from "@pos/core/terminals/terminals.schema";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";

/** The paired terminals this register knows (pos-and-accounts.md 3: worldpayTerminals). */
export function storedTerminals(): TerminalView[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.worldpayTerminals) ?? "[]");
    return Array.isArray(parsed) ? (parsed as TerminalView[]) : [];
  } catch {
    return [];
  }
}

export function storeTerminals(terminals: TerminalView[]): void {
  writeStorage(storageKeys.worldpayTerminals, JSON.stringify(terminals.filter((t) => t.connectionId)));
}

/** The terminal this register sells on (selectedWorldpayTerminal), or null. */
export function selectedTerminal(): TerminalView | null {
  try {
    const parsed = JSON.parse(
      readStorage(storageKeys.selectedWorldpayTerminal) ?? "null",
    ) as TerminalView | null;
    return parsed?.connectionId ? parsed : null;
  } catch {
    return null;
  }
}

export function selectTerminal(terminal: TerminalView | null): void {
  if (terminal) writeStorage(storageKeys.selectedWorldpayTerminal, JSON.stringify(terminal));
  else removeStorage(storageKeys.selectedWorldpayTerminal);
}
