import { toast } from "sonner";
import { externalSourceMessages } from "@pos/core/integrations/external-source.schema";
import { externalSourceToasts, logoContentTypes } from "@pos/core/integrations/external-sources.schema";
import { LogoUpload as StorageLogoUpload } from "@/components/shared/logo-upload";
import { trpc } from "@/lib/trpc";

type Props = {
  /** The logo shown now (a link the server made, or null). */
  previewUrl: string | null;
  /** The uploaded file's key, stored as the source's logoImageUrl. */
  onUploaded: (key: string) => void;
};

/** Uploads a JPG, PNG or SVG logo straight to storage through a signed upload form. */
export function LogoUpload({ previewUrl, onUploaded }: Props) {
  const presign = trpc.externalSources.presignLogoUpload.useMutation();
  return (
    <div className="grid gap-1">
      <StorageLogoUpload
        savedUrl={previewUrl}
        types={logoContentTypes}
        accept=".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml"
        typeMessage={externalSourceMessages.logoType}
        failMessage={externalSourceToasts.uploadError}
        presign={(file, contentType) => presign.mutateAsync({ fileName: file.name, contentType })}
        onUploaded={onUploaded}
        onError={(message) => message && toast.error(message)}
        alt="Logo"
        previewClassName="size-14"
      />
      <p className="text-xs text-muted-foreground">JPG, PNG or SVG</p>
    </div>
  );
}
