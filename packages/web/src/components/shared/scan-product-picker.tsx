import { ScanLine } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { errorMessage } from "@/lib/errors";

export type ScanPickerResults<T> = { data?: T[]; isFetching: boolean; error: unknown };

type ScanProductPickerProps<T extends { productId: string; name: string }> = {
  label?: string;
  disabled?: boolean;
  /** The search for the typed text: a hook, called on every render with the debounced, trimmed text. */
  useResults: (query: string) => ScanPickerResults<T>;
  /** The same search, run at once for a scanned code. */
  fetchMatches: (code: string) => Promise<T[]>;
  /** Whether a result is the product the scanned code names exactly. */
  matchesCode: (choice: T, code: string) => boolean;
  detail: (choice: T) => ReactNode;
  onPick: (choice: T) => void;
};

/**
 * Finds products by typing (name, SKU, barcode) or scanning: Enter on a code that finds exactly one product picks
 * it at once.
 */
export function ScanProductPicker<T extends { productId: string; name: string }>({
  label = "Add a product",
  disabled = false,
  useResults,
  fetchMatches,
  matchesCode,
  detail,
  onPick,
}: ScanProductPickerProps<T>) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const query = useDebouncedValue(text.trim(), 250);
  const results = useResults(query);
  const pick = (choice: T) => {
    onPick(choice);
    setText("");
    setNotice(null);
  };
  const scan = async () => {
    const code = text.trim();
    if (!code || disabled) return;
    const found = await fetchMatches(code);
    const exact = found.filter((choice) => matchesCode(choice, code));
    const only = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
    if (only) pick(only);
    else
      setNotice(
        found.length === 0 ? `No product found for ${code}` : "Several products match: choose one below.",
      );
  };
  const shown = query.length > 0 && text.trim() === query ? results.data : undefined;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <div className="relative w-full max-w-md">
          <ScanLine className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id={inputId}
            className="pl-8"
            placeholder="Search by name or SKU, or scan a barcode"
            autoComplete="off"
            value={text}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              setNotice(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void scan();
            }}
          />
        </div>
        {results.isFetching && <Spinner label="Searching products" />}
      </div>
      {notice && <p className="text-sm text-muted-foreground">{notice}</p>}
      {results.error != null && <p className="text-sm text-destructive">{errorMessage(results.error)}</p>}
      {shown && (
        <ul aria-label="Matching products" className="grid max-w-2xl divide-y rounded-md border">
          {shown.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted-foreground">No product matches.</li>
          )}
          {shown.map((choice) => (
            <li key={choice.productId} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <div className="truncate font-medium">{choice.name}</div>
                <div className="text-xs text-muted-foreground">{detail(choice)}</div>
              </div>
              <Button type="button" size="sm" variant="outline" onClick={() => pick(choice)}>
                Add {choice.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
