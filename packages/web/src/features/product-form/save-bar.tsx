import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type SaveBarProps = {
  dirty: boolean;
  isNew: boolean;
  saving: boolean;
  submitLabel: string;
  cancelTo: string;
};

const shortcut = /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘S" : "Ctrl+S";

/** Stays at the bottom of the screen: whether there are unsaved changes, Cancel and Save. */
export function SaveBar({ dirty, isNew, saving, submitLabel, cancelTo }: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t bg-background px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.12)] lg:-mx-8 lg:px-8">
      <div className="flex items-center justify-end gap-3">
        <p role="status" className="mr-auto text-sm text-muted-foreground">
          {saving ? "Saving…" : dirty ? "Unsaved changes" : isNew ? "Not saved yet" : "All changes saved"}
        </p>
        <Button variant="outline" asChild>
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={saving} aria-keyshortcuts="Control+S Meta+S">
          {saving && <Spinner label="Saving" />}
          {submitLabel}
          <kbd className="ml-1 hidden rounded border border-primary-foreground/30 px-1 font-sans text-[10px] opacity-80 sm:inline">
            {shortcut}
          </kbd>
        </Button>
      </div>
    </div>
  );
}
