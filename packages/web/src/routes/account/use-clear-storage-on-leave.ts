import { useEffect, useRef } from "react";

/**
 * Leaving the migration screen without submitting clears all local storage (pos-and-accounts 4). Returns the
 * function that marks the flow submitted. The clear waits a tick: development's StrictMode unmounts and
 * mounts the screen again at once, and that is not leaving.
 */
export function useClearStorageOnLeave(active: boolean): () => void {
  const submitted = useRef(false);
  const mounted = useRef(0);

  useEffect(() => {
    if (!active) return;
    mounted.current += 1;
    return () => {
      mounted.current -= 1;
      setTimeout(() => {
        if (mounted.current === 0 && !submitted.current) window.localStorage.clear();
      }, 0);
    };
  }, [active]);

  return () => {
    submitted.current = true;
  };
}
