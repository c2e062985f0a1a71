import { useCallback, useState } from "react";

/** The row a list's delete dialog asks about; kept after closing so the dialog's text holds during the animation. */
export function useDeleteTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((row: T) => {
    setTarget(row);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { target, open, ask, close };
}
