import { LifeBuoy } from "lucide-react";
import { usesSupportToken } from "@/lib/support-session";
import { trpc } from "@/lib/trpc";

/** On every dashboard page of a support tab: whose session this is, so nobody mistakes it for the owner's. */
export function SupportSessionBanner() {
  const session = trpc.auth.supportSession.useQuery(undefined, {
    staleTime: Infinity,
    enabled: usesSupportToken(),
  });
  if (!session.data) return null;
  return (
    <div
      role="status"
      aria-label="Support session"
      className="flex items-center gap-2 border-b border-sky-300 bg-sky-50 px-4 py-2 text-sm font-medium text-sky-950 lg:px-8 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      <LifeBuoy className="size-4 shrink-0" aria-hidden />
      Support session — {session.data.adminEmail}
    </div>
  );
}
