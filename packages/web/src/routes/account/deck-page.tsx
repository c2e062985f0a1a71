import { Presentation } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { LoadError } from "@/components/layout/load-error";
import { PageSpinner } from "@/components/layout/page-spinner";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";

/** The presentation embed height of pos-and-accounts.md 2.15. */
export const deckHeight = 720;

/** /deck: the product presentation in an iframe, 720 px high; its address is configuration (DECK_URL). */
export function DeckPage() {
  const deck = trpc.deck.address.useQuery();
  if (deck.error) return <LoadError message={errorMessage(deck.error)} onRetry={() => void deck.refetch()} />;
  if (!deck.data) return <PageSpinner label="Loading presentation" />;
  const { url } = deck.data;
  return (
    <div className="w-full max-w-6xl">
      <h1 className="sr-only">Presentation</h1>
      {url ? (
        <iframe
          title="Presentation"
          src={url}
          height={deckHeight}
          className="w-full rounded-lg border bg-background shadow-sm"
          style={{ height: deckHeight }}
          allow="fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      ) : (
        <div className="mx-auto max-w-md">
          <EmptyState icon={Presentation} title="No presentation yet">
            The presentation address is not set. Ask your administrator to configure DECK_URL.
          </EmptyState>
        </div>
      )}
    </div>
  );
}
