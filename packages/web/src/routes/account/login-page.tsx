import { LayoutDashboard, MonitorSmartphone } from "lucide-react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useFavicon } from "@/hooks/use-favicon";
import { BrowserWarning } from "./browser-warning";
import { DashboardLoginForm } from "./dashboard-login-form";
import { DeviceLoginForm } from "./device-login-form";
import { HelpLinks } from "./help-links";

type LoginMode = "dashboard" | "pos";

const copy: Record<LoginMode, { title: string; description: string }> = {
  dashboard: { title: "Log in to the dashboard", description: "Manage products, staff, sales and settings." },
  pos: { title: "Log in to the POS", description: "Sign this register in with its device ID." },
};

/** The combined log-in page; `?mode=pos` opens it on the POS side. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode: LoginMode = params.get("mode") === "pos" ? "pos" : "dashboard";
  useFavicon(mode);

  const changeMode = (value: string) => {
    if (value === "dashboard" || value === "pos")
      setParams(value === "pos" ? { mode: "pos" } : {}, { replace: true });
  };

  return (
    <div className="grid w-full max-w-md content-start gap-4">
      <BrowserWarning />
      <Card>
        <CardHeader className="gap-4">
          <ToggleGroup
            type="single"
            variant="outline"
            value={mode}
            onValueChange={changeMode}
            aria-label="What to log in to"
            className="w-full"
          >
            <ToggleGroupItem value="dashboard" className="h-10">
              <LayoutDashboard aria-hidden />
              Dashboard
            </ToggleGroupItem>
            <ToggleGroupItem value="pos" className="h-10">
              <MonitorSmartphone aria-hidden />
              POS
            </ToggleGroupItem>
          </ToggleGroup>
          <div className="grid gap-1.5">
            <CardTitle className="text-xl" role="heading" aria-level={1}>
              {copy[mode].title}
            </CardTitle>
            <CardDescription>{copy[mode].description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {mode === "pos" ? <DeviceLoginForm key="pos" /> : <DashboardLoginForm key="dashboard" />}
        </CardContent>
        <CardFooter className="justify-center border-t pt-6">
          <HelpLinks />
        </CardFooter>
      </Card>
    </div>
  );
}
