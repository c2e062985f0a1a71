import * as React from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { toast } from "sonner";

import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip";

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // The Clipboard API only exists on https or localhost; a register on a LAN address needs the old way.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy failed");
}

export type CopyButtonProps = {
  text: string;
  /** What is copied, for the accessible name: "Copy {label}". */
  label?: string;
  /** The toast once copied; "Copied" by default. */
  successMessage?: string;
  className?: string;
};

export function CopyButton({ text, label, successMessage = "Copied", className }: CopyButtonProps) {
  const [copied, setCopied] = React.useState(false);

  React.useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await writeClipboard(text);
      setCopied(true);
      toast.success(successMessage);
    } catch {
      toast.error("Could not copy to the clipboard");
    }
  }

  const name = label ? `Copy ${label}` : "Copy";

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn("size-7", className)}
          aria-label={name}
          onClick={() => void copy()}
        >
          {copied ? <CheckIcon className="text-primary" /> : <CopyIcon />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{copied ? "Copied" : name}</TooltipContent>
    </Tooltip>
  );
}
