import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ResetApiUrlButton } from "./reset-api-url-button";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return "A new version of the app is available. Reload the page to continue.";
  }
  return "An unexpected error occurred while showing this page.";
}

/** Shown when a page fails to load or render (for example after a deployment replaced its files). */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 text-destructive" aria-hidden />
            Something went wrong
          </CardTitle>
          <CardDescription>{describe(error)}</CardDescription>
        </CardHeader>
        <CardFooter className="gap-2">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" asChild>
            <a href="/">Go to log-in</a>
          </Button>
          <ResetApiUrlButton />
        </CardFooter>
      </Card>
    </div>
  );
}
