import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Input } from "@/components/ui/input";

const debounceMs = 250;

type SearchBoxProps = { value: string; onSearch: (query: string) => void };

/** Searches about 250 ms after typing stops, or at once on Enter; "/" anywhere on the page focuses it. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [lastSent, setLastSent] = useState(value);
  const input = useRef<HTMLInputElement>(null);

  // A query that is not the echo of our own search came from outside (back, Clear filters): show it.
  if (value !== seen) {
    setSeen(value);
    if (value !== lastSent) {
      setLastSent(value);
      setText(value);
    }
  }

  const submit = (next: string) => {
    const query = next.trim();
    if (query === lastSent) return;
    setLastSent(query);
    onSearch(query);
  };
  const submitTyped = useEffectEvent(submit);

  useEffect(() => {
    const timer = window.setTimeout(() => submitTyped(text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, select, [contenteditable=true], [role=dialog]");
      if (event.key !== "/" || typing || event.metaKey || event.ctrlKey || event.altKey) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener("keydown", focusOnSlash);
    return () => window.removeEventListener("keydown", focusOnSlash);
  }, []);

  return (
    <form
      role="search"
      className="relative min-w-56 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text) {
            event.preventDefault();
            setText("");
          }
        }}
        placeholder="Search by name, SKU or barcode"
        aria-label="Search products"
        aria-keyshortcuts="/"
        maxLength={200}
        className="pr-9 pl-8"
      />
      <kbd
        className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border bg-muted px-1.5 font-mono text-[11px] text-muted-foreground sm:block"
        aria-hidden
      >
        /
      </kbd>
    </form>
  );
}
