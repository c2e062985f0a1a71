import { ExternalLink } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { adminErrorMessage } from "@/lib/admin-errors";
import { supportSessionUrl } from "@/lib/support-session";
import { trpc } from "@/lib/trpc";

/**
 * admin.md 2 "Login": opens the company's dashboard in a new tab under a support session of its own. The tab is
 * opened on the click (so no popup blocker stops it) and sent to the dashboard once the session exists.
 */
export function SupportLoginButton({ companyId }: { companyId: number }) {
  const start = trpc.adminCompanies.startSupportSession.useMutation();

  async function login() {
    const tab = window.open("about:blank", "_blank");
    try {
      const { token } = await start.mutateAsync({ companyId });
      const url = supportSessionUrl(companyId, token);
      if (tab) {
        tab.opener = null;
        tab.location.href = new URL(url, window.location.origin).href;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toast.error(adminErrorMessage(error, "The support session could not be opened"));
    }
  }

  return (
    <Button size="sm" onClick={() => void login()} disabled={start.isPending}>
      Login
      <ExternalLink aria-hidden />
    </Button>
  );
}
