import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon } from "lucide-react";

import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { pageSizeOptions, type PaginationMode } from "./paging";

export type PaginationProps = {
  mode: PaginationMode;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  canPrevious: boolean;
  canNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** E.g. "21–40 of 134"; shown beside the buttons. */
  summary?: React.ReactNode;
  /** Disables every control, e.g. while a page loads. */
  disabled?: boolean;
  className?: string;
};

export function Pagination({
  mode,
  pageSize,
  onPageSizeChange,
  canPrevious,
  canNext,
  onFirst,
  onPrevious,
  onNext,
  summary,
  disabled = false,
  className,
}: PaginationProps) {
  const sizeId = React.useId();
  const options = pageSizeOptions(mode);
  const sizes = options.includes(pageSize) ? options : [...options, pageSize].sort((a, b) => a - b);

  return (
    <nav
      aria-label="Pagination"
      className={cn("no-print flex flex-wrap items-center justify-end gap-4 text-sm", className)}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted-foreground">
          Rows per page
        </label>
        <Select
          value={String(pageSize)}
          onValueChange={(v) => onPageSizeChange(Number(v))}
          disabled={disabled}
        >
          <SelectTrigger id={sizeId} size="sm" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sizes.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {summary != null && (
        <div className="text-muted-foreground tabular-nums" aria-live="polite">
          {summary}
        </div>
      )}
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="First page"
          disabled={disabled || !canPrevious}
          onClick={onFirst}
        >
          <ChevronsLeftIcon />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Previous page"
          disabled={disabled || !canPrevious}
          onClick={onPrevious}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Next page"
          disabled={disabled || !canNext}
          onClick={onNext}
        >
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
