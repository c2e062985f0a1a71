import { ImageUp } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { companyLogoTypes, generalSettingsMessages } from "@pos/core/company/general-settings.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { trpc } from "@/lib/trpc";
import { uploadToStorage } from "@/lib/upload";

type Props = {
  companyId: number;
  /** The saved logo's link, or null. */
  savedUrl: string | null;
  value: string | null;
  onChange: (key: string | null) => void;
};

const isLogoType = (type: string): type is (typeof companyLogoTypes)[number] =>
  (companyLogoTypes as readonly string[]).includes(type);

/** The company logo: uploaded straight to storage, kept as its key once the settings are saved. */
export function CompanyLogoField({ companyId, savedUrl, value, onChange }: Props) {
  const id = useId();
  const presign = trpc.generalSettings.presignLogoUpload.useMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function upload(file: File) {
    setError(null);
    if (!isLogoType(file.type)) {
      setError(generalSettingsMessages.logoType);
      return;
    }
    setUploading(true);
    try {
      const signed = await presign.mutateAsync({ companyId, fileName: file.name, contentType: file.type });
      await uploadToStorage(signed, file);
      setPreview(URL.createObjectURL(file));
      onChange(signed.key);
    } catch {
      setError("The logo could not be uploaded. Please try again.");
    } finally {
      setUploading(false);
    }
  }

  const shown = value === null ? null : (preview ?? savedUrl);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Logo</span>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {shown ? (
            <img src={shown} alt="Company logo" className="size-full object-contain" />
          ) : (
            <ImageUp className="size-5 text-muted-foreground" aria-hidden />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          className="sr-only"
          aria-label="Upload logo"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={uploading} asChild>
          <label htmlFor={id} className="cursor-pointer">
            {uploading && <Spinner />}
            {shown ? "Replace logo" : "Upload logo"}
          </label>
        </Button>
        {shown && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </div>
      <p
        className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
        role={error ? "alert" : undefined}
      >
        {error ?? "PNG or JPG, at most 2 MB. Shown at the top of the dashboard's menu."}
      </p>
    </div>
  );
}
