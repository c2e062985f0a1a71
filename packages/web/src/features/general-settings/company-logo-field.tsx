import { useState } from "react";
import { companyLogoTypes, generalSettingsMessages } from "@pos/core/company/general-settings.schema";
import { LogoUpload } from "@/components/shared/logo-upload";
import { Button } from "@/components/ui/button";
import { trpc } from "@/lib/trpc";

type Props = {
  companyId: number;
  /** The saved logo's link, or null. */
  savedUrl: string | null;
  value: string | null;
  onChange: (key: string | null) => void;
};

/** The company logo: uploaded straight to storage, kept as its key once the settings are saved. */
export function CompanyLogoField({ companyId, savedUrl, value, onChange }: Props) {
  const presign = trpc.generalSettings.presignLogoUpload.useMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Logo</span>
      <LogoUpload
        savedUrl={savedUrl}
        showSaved={value !== null}
        types={companyLogoTypes}
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        typeMessage={generalSettingsMessages.logoType}
        failMessage="The logo could not be uploaded. Please try again."
        presign={(file, contentType) => presign.mutateAsync({ companyId, fileName: file.name, contentType })}
        onUploaded={onChange}
        onError={setError}
        alt="Company logo"
      >
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          Remove
        </Button>
      </LogoUpload>
      <p
        className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        role={error ? "alert" : undefined}
      >
        {error ?? "PNG or JPG, at most 2 MB. Shown at the top of the dashboard's menu."}
      </p>
    </div>
  );
}
