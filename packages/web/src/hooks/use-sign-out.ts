import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { whileSigningOut } from "@/lib/session";
import { removeStorage, type StorageKey } from "@/lib/storage-keys";
import { trpc } from "@/lib/trpc";

/** Ends the session on the server (best effort), forgets the token and leaves for the log-in page. */
export function useSignOut(tokenKey: StorageKey, loginPath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = trpc.auth.signOut.useMutation();

  const run = async () => {
    await whileSigningOut(async () => {
      await signOut.mutateAsync().catch(() => undefined);
      removeStorage(tokenKey);
    });
    navigate(loginPath, { replace: true });
    queryClient.removeQueries();
  };

  return { signOut: run, signingOut: signOut.isPending };
}
