import { useState } from "react";
import {
  organizationLimits,
  organizationMessages,
  type OrganizationView,
} from "@pos/core/organizations/organization.schema";
import { SearchInput } from "@/components/shared/search-input";
import { useDebouncedValue } from "@/components/shared/use-debounced-value";
import { serverMessageOr } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";

type Props = { selected: OrganizationView | null; onSelect: (organization: OrganizationView) => void };

/** Searches organizations 800 ms after typing stops (20 results) and lets the admin pick one. */
export function OrganizationPicker({ selected, onSelect }: Props) {
  const [text, setText] = useState("");
  const searchQuery = useDebouncedValue(text.trim(), organizationLimits.searchDebounceMs);
  const results = trpc.organizations.list.useQuery({ searchQuery, limit: organizationLimits.searchLimit });
  return (
    <div className="grid gap-2">
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search organizations by name"
        aria-label="Search organizations"
        maxLength={120}
      />
      {results.error && (
        <p className="text-sm text-destructive">
          {serverMessageOr(results.error, organizationMessages.loadError)}
        </p>
      )}
      {results.data?.items.length === 0 && (
        <p className="text-sm text-muted-foreground">No organization matches “{searchQuery}”.</p>
      )}
      <div role="radiogroup" aria-label="Organization" className="grid max-h-56 gap-1 overflow-y-auto">
        {results.data?.items.map((organization) => {
          const checked = selected?.id === organization.id;
          return (
            <button
              key={organization.id}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onSelect(organization)}
              className={cn(
                "flex items-center justify-between rounded-md border px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                checked && "border-primary bg-primary/5",
              )}
            >
              <span className="font-medium">{organization.name}</span>
              <span className="font-mono text-xs text-muted-foreground">{organization.id}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
