import { Bug, ServerCrash } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { checkApiHost } from "@/lib/api-host";
import { errorMessage } from "@/lib/errors";
import { readStorage, removeStorage, storageKeys, writeStorage } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

/** An origin such as https://api.example.com (no path): what the tRPC client prefixes to /trpc. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return ["http:", "https:"].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

function CrashOnRender(): never {
  throw new Error("Test error thrown on purpose while rendering the Development page");
}

/** /admin/v2/development: the locally stored override of the API host, and test errors (admin.md 2). */
export function DevelopmentPage() {
  const [saved, setSaved] = useState(() => readStorage(storageKeys.apiHostOverride));
  const [value, setValue] = useState(saved ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [crash, setCrash] = useState(false);
  const testError = trpc.stats.testError.useMutation({
    onError: (error) => toast.error(`Server error received: ${errorMessage(error)}`),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const origin = originOf(value);
    if (!origin) return setProblem("Enter an http(s) address, e.g. https://api.example.com");
    setProblem(null);
    setChecking(true);
    const check = await checkApiHost(origin);
    setChecking(false);
    if (!check.ok) return setProblem(`Not saved: ${check.reason}`);
    writeStorage(storageKeys.apiHostOverride, origin);
    setSaved(origin);
    setValue(origin);
    toast.success("API URL updated", { description: `Commit ${check.commit}. Reload the page to use it.` });
  };
  const reset = () => {
    removeStorage(storageKeys.apiHostOverride);
    setSaved(null);
    setValue("");
    setProblem(null);
    toast.success("API URL updated", { description: "Back to the default API. Reload the page to use it." });
  };

  if (crash) return <CrashOnRender />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title="Development" description="Tools for checking this browser against another API." />
      <Card>
        <CardHeader>
          <CardTitle>API URL</CardTitle>
          <CardDescription>
            Stored in this browser only. Currently{" "}
            {saved ? <code>{saved}</code> : "the default API of this site"}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void save(event)} noValidate className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor="api-url">Override API URL</Label>
              <Input
                id="api-url"
                value={value}
                placeholder="https://api.example.com"
                aria-invalid={problem !== null}
                aria-describedby={problem ? "api-url-error" : "api-url-hint"}
                onChange={(event) => setValue(event.target.value)}
              />
              {problem ? (
                <p id="api-url-error" role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              ) : (
                <p id="api-url-hint" className="text-sm text-muted-foreground">
                  Saved only when its GET /ping answers with a commit.
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={checking}>
                {checking && <Spinner label="Checking the API" />}
                Save
              </Button>
              <Button type="button" variant="outline" onClick={reset} disabled={!saved}>
                Reset to default
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Test errors</CardTitle>
          <CardDescription>Check that errors reach the error screen and the server logs.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="destructive" onClick={() => setCrash(true)}>
            <Bug aria-hidden />
            Throw a test error
          </Button>
          <Button variant="outline" onClick={() => testError.mutate()} disabled={testError.isPending}>
            <ServerCrash aria-hidden />
            Call a failing server procedure
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
