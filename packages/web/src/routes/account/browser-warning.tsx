import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { isChromeBrowser } from "@/lib/browser";

export function BrowserWarning() {
  if (isChromeBrowser(navigator.userAgent)) return null;
  return (
    <Alert className="border-warning/60 bg-warning/10 text-foreground">
      <TriangleAlert className="text-warning" aria-hidden />
      <AlertTitle>Google Chrome is recommended</AlertTitle>
      <AlertDescription>
        <p>
          Some features may not work as expected in this browser.{" "}
          <a
            className="font-medium text-foreground underline underline-offset-4"
            href="https://www.google.com/chrome/"
            target="_blank"
            rel="noreferrer"
          >
            Download Chrome
          </a>
        </p>
      </AlertDescription>
    </Alert>
  );
}
