import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const debounceMs = 250;

type CustomerSearchBoxProps = { onSearch: (query: string) => void; touch?: boolean };

/** Searches about 250 ms after typing stops, or at once on Enter; Escape clears. */
export function CustomerSearchBox({ onSearch, touch = false }: CustomerSearchBoxProps) {
  const [text, setText] = useState("");
  const send = useEffectEvent((query: string) => onSearch(query.trim()));

  useEffect(() => {
    const timer = window.setTimeout(() => send(text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      className="relative min-w-56 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={text}
        autoFocus={touch}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && text) {
            event.preventDefault();
            setText("");
          }
        }}
        placeholder="Search by name, phone, e-mail or card id"
        aria-label="Search customers"
        maxLength={200}
        className={cn("pl-8", touch && "h-12 text-base")}
      />
    </form>
  );
}
