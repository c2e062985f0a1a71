import { useQueryClient } from "@tanstack/react-query";
import { clearSupportToken } from "@/lib/support-session";
import { trpc } from "@/lib/trpc";

/** Ends the support session only (its own token); the admin goes back to the company in /admin, still signed in. */
export function useSupportSignOut(companyId: number) {
  const queryClient = useQueryClient();
  const signOut = trpc.auth.signOut.useMutation();

  const run = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    clearSupportToken();
    queryClient.removeQueries();
    window.location.replace(`/admin/companies/${companyId}`);
  };

  return { signOut: run, signingOut: signOut.isPending };
}
