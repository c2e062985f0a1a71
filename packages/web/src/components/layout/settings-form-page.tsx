import type { ReactNode } from "react";
import { PageError } from "./page-error";
import { PageHeader } from "./page-header";
import { PageSpinner } from "./page-spinner";

type SettingsFormPageProps<T> = {
  title: string;
  description: ReactNode;
  /** The settings' query; the form shows once they are loaded. */
  settings: { data: T | undefined; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  children: (settings: T) => ReactNode;
};

/** A company settings page: a narrow header, then the settings' form (CAN_MANAGE_COMPANY). */
export function SettingsFormPage<T>({
  title,
  description,
  settings,
  loadingLabel,
  children,
}: SettingsFormPageProps<T>) {
  if (settings.error)
    return (
      <PageError
        error={settings.error}
        permission="CAN_MANAGE_COMPANY"
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={description} />
      {settings.data ? children(settings.data) : <PageSpinner label={loadingLabel} />}
    </div>
  );
}
