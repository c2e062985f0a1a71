import { PlaceholderScreen } from "@/components/layout/placeholder-screen";

export function CompaniesV2Page() {
  return <PlaceholderScreen title="Companies" />;
}
