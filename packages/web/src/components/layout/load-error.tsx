import { CloudOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ResetApiUrlButton } from "./reset-api-url-button";

/** A failed load that a retry may fix (server unreachable, server error). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CloudOff className="size-5 text-muted-foreground" aria-hidden />
            Could not load this page
          </CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardFooter className="gap-2">
          <Button onClick={onRetry}>Try again</Button>
          <ResetApiUrlButton />
        </CardFooter>
      </Card>
    </div>
  );
}
