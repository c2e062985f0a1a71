import { Megaphone, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MarkdownText } from "./markdown-text";

const dismissedKey = (companyId: number) => `bannerDismissed:${companyId}`;

function readDismissed(companyId: number): string | null {
  try {
    return sessionStorage.getItem(dismissedKey(companyId));
  } catch {
    return null;
  }
}

/**
 * The admin's banner message (admin.md 2) at the top of the company's dashboard. Closing it hides this
 * message for the browser session; a different message shows again.
 */
export function BannerMessage({ companyId, message }: { companyId: number; message: string | undefined }) {
  const [dismissed, setDismissed] = useState(() => readDismissed(companyId));
  const text = message?.trim();
  if (!text || dismissed === text) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(dismissedKey(companyId), text ?? "");
    } catch {
      // Without storage the banner is still hidden until the next reload.
    }
    setDismissed(text ?? null);
  }

  return (
    <div
      role="region"
      aria-label="Announcement"
      className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 lg:px-8 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <Megaphone className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        <MarkdownText source={text} />
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-7 shrink-0 hover:bg-amber-100 dark:hover:bg-amber-900"
        aria-label="Dismiss announcement"
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
