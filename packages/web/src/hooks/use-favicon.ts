import { useEffect } from "react";

export type FaviconKind = "dashboard" | "pos";

/** Shows the dashboard or POS icon in the browser tab while the calling screen is mounted. */
export function useFavicon(kind: FaviconKind): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>("link#favicon");
    if (!link) return;
    const previous = link.href;
    link.href = `/favicon-${kind}.svg`;
    return () => {
      link.href = previous;
    };
  }, [kind]);
}
