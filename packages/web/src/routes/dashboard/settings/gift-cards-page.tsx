import { PageError } from "@/components/layout/page-error";
import { PageHeader } from "@/components/layout/page-header";
import { PageSpinner } from "@/components/layout/page-spinner";
import { GiftCardCredits } from "@/features/gift-card-settings/gift-card-credits";
import { GiftCardLiability } from "@/features/gift-card-settings/gift-card-liability";
import { GiftCardSettingsForm } from "@/features/gift-card-settings/gift-card-settings-form";
import { trpc } from "@/lib/trpc";
import { useCompany } from "../company-context";

/** `settings/giftcards`: the gift-card provider set-up and the liability of the cards issued. */
export function GiftCardSettingsPage() {
  const { company, locations } = useCompany();
  const settings = trpc.giftCards.settings.useQuery({ companyId: company.id });
  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Gift cards"
        description="Sell, reload and accept gift cards at every register, and see what the company owes on the cards it issued."
      />
      {settings.data ? (
        <GiftCardSettingsForm companyId={company.id} initial={settings.data} />
      ) : (
        <PageSpinner />
      )}
      <GiftCardLiability companyId={company.id} timeZone={company.timezone} />
      <GiftCardCredits companyId={company.id} timeZone={company.timezone} locations={locations} />
    </div>
  );
}
