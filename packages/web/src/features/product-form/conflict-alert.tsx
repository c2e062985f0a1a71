import { RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** Someone else saved the product meanwhile: reloading shows their version (and drops the edits here). */
export function ConflictAlert({ message, onReload }: { message: string; onReload: () => Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-900">
      <TriangleAlert aria-hidden />
      <AlertTitle>The product was not saved</AlertTitle>
      <AlertDescription className="grid gap-3 text-amber-900/90">
        <p>{message}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().finally(() => setReloading(false));
          }}
        >
          {reloading ? <Spinner label="Reloading" /> : <RefreshCw aria-hidden />}
          Reload
        </Button>
      </AlertDescription>
    </Alert>
  );
}
