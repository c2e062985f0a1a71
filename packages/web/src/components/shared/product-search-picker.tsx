import { Search } from "lucide-react";
import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { Input } from "@/components/ui/input";

export type ProductSearchResults<T> = { options: T[]; isFetching: boolean };

type ProductSearchPickerProps<T extends { id: string; name: string }> = {
  label: string;
  placeholder?: string;
  /** The search for the typed text: a hook, called on every render with the trimmed text ("" while empty). */
  useResults: (query: string) => ProductSearchResults<T>;
  emptyText: string;
  detail: (product: T) => ReactNode;
  onPick: (product: T) => void;
};

/** A search box that offers products as you type. Arrows move, Enter picks, Escape clears. */
export function ProductSearchPicker<T extends { id: string; name: string }>({
  label,
  placeholder = "Search products",
  useResults,
  emptyText,
  detail,
  onPick,
}: ProductSearchPickerProps<T>) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const query = useDeferredValue(text.trim());
  const listId = useId();
  const { options, isFetching } = useResults(query);
  const open = query.length > 0;
  const current = Math.min(active, Math.max(0, options.length - 1));
  const pick = (product: T) => {
    onPick(product);
    setText("");
    setActive(0);
  };
  const move = (step: number) =>
    options.length > 0 && setActive((current + step + options.length) % options.length);

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined}
        placeholder={placeholder}
        className="pl-8"
        value={text}
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            move(event.key === "ArrowDown" ? 1 : -1);
          }
          if (event.key === "Enter") {
            event.preventDefault();
            if (options[current]) pick(options[current]);
          }
          if (event.key === "Escape") setText("");
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label}: results`}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 shadow-md"
        >
          {options.length === 0 && (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">
              {isFetching ? "Searching…" : emptyText}
            </li>
          )}
          {options.map((product, index) => (
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- keys go to the combobox input (aria-activedescendant)
            <li
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              tabIndex={-1}
              className="flex cursor-pointer justify-between gap-4 rounded-sm px-2 py-1.5 text-sm hover:bg-accent aria-selected:bg-accent"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(product)}
            >
              <span className="truncate">{product.name}</span>
              <span className="text-muted-foreground tabular-nums">{detail(product)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
