import { X } from "lucide-react";
import { useContext, useState } from "react";
import { catalogLimits } from "@pos/core/catalog/product.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ProblemContext, type controlProps } from "./field";
import { tagLabel } from "./number-text";

type TagsInputProps = {
  control: ReturnType<typeof controlProps>;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The company's tags, offered while typing. */
  suggestions: readonly string[];
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/** Tags as chips (16 characters shown, the whole tag on hover); Enter or a comma adds, Backspace removes. */
export function TagsInput({ control, tags, onChange, suggestions }: TagsInputProps) {
  const [text, setText] = useState("");
  const problemAt = useContext(ProblemContext);
  const problems = tags.map((_, index) => problemAt(`tags.${index}`));
  const firstProblem = problems.find(Boolean);
  const full = tags.length >= catalogLimits.tags;
  const query = text.trim().toLowerCase();
  const offered = query
    ? suggestions
        .filter((tag) => tag.toLowerCase().includes(query) && !tags.some((kept) => same(kept, tag)))
        .slice(0, 8)
    : [];

  const add = (value: string) => {
    const tag = value.trim().slice(0, catalogLimits.tagLength);
    setText("");
    if (tag === "" || full || tags.some((kept) => same(kept, tag))) return;
    onChange([...tags, tag]);
  };

  return (
    <div className="grid gap-2">
      {tags.length > 0 && (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag, index) => (
            <li key={tag}>
              <Badge
                variant={problems[index] ? "destructive" : "secondary"}
                title={tag}
                className="gap-1 py-1 pr-1 text-sm font-normal"
              >
                {tagLabel(tag, catalogLimits.tagLength)}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-sm p-0.5 text-muted-foreground outline-none hover:bg-muted-foreground/20 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
                  onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        {...control}
        autoComplete="off"
        maxLength={catalogLimits.tagLength}
        disabled={full}
        placeholder={full ? `At most ${catalogLimits.tags} tags` : "Type a tag and press Enter"}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          if (value.endsWith(",")) add(value.slice(0, -1));
          else setText(value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add(text);
          } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.tagSuggestion))
            add(text);
        }}
      />
      {firstProblem && <p className="text-sm text-destructive">{firstProblem}</p>}
      {offered.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span>Used before:</span>
          {offered.map((tag) => (
            <Button
              key={tag}
              type="button"
              variant="outline"
              size="sm"
              title={tag}
              data-tag-suggestion="true"
              className="h-6 px-2 text-xs"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => add(tag)}
            >
              {tagLabel(tag, catalogLimits.tagLength)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
