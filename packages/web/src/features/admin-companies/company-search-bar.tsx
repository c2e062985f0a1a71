import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import {
  adminProvinces,
  companySearchMessages,
  type AdminProvince,
} from "@pos/core/admin/company-search.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type CompanyFilter = { search?: string; province?: AdminProvince };

const allProvinces = "all";

/**
 * admin.md 2 and 5: the search box (ID, name or Ontario licence), the province dropdown, Apply and Reset.
 * Searching with an empty box warns; Apply with an empty box lists every company of the province.
 */
export function CompanySearchBar({ onApply }: { onApply: (filter: CompanyFilter) => void }) {
  const [text, setText] = useState("");
  const [province, setProvince] = useState<string>(allProvinces);

  const filter = (): CompanyFilter => ({
    search: text.trim() || undefined,
    province: province === allProvinces ? undefined : (province as AdminProvince),
  });

  function search(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast.warning(companySearchMessages.empty);
      return;
    }
    onApply(filter());
  }

  function reset() {
    setText("");
    setProvince(allProvinces);
    onApply({});
  }

  return (
    <form role="search" onSubmit={search} className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-64 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search companies"
          placeholder="ID, name, or licence for Ontario"
          className="pl-8"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Select value={province} onValueChange={setProvince}>
        <SelectTrigger aria-label="Province" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={allProvinces}>All provinces</SelectItem>
          {adminProvinces.map((code) => (
            <SelectItem key={code} value={code}>
              {code}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button type="button" onClick={() => onApply(filter())}>
        Apply
      </Button>
      <Button type="button" variant="outline" onClick={reset}>
        Reset
      </Button>
    </form>
  );
}
