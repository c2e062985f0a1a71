import { Button } from "@/components/ui/button";
import { apiHostOverride, resetApiHostOverride } from "@/lib/api-host";

/** On error screens while this browser talks to an overridden API host: the way back to the site's own API. */
export function ResetApiUrlButton() {
  const host = apiHostOverride();
  if (!host) return null;
  return (
    <Button variant="outline" title={`This browser uses the API at ${host}`} onClick={resetApiHostOverride}>
      Reset API URL
    </Button>
  );
}

/** A line under the log-in forms while the API host is overridden: signing in goes there, so say so. */
export function ApiHostNote() {
  const host = apiHostOverride();
  if (!host) return null;
  return (
    <p className="flex items-center justify-center gap-2 pb-2 text-xs text-muted-foreground">
      This browser uses the API at <code>{host}</code>
      <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={resetApiHostOverride}>
        Reset API URL
      </Button>
    </p>
  );
}
