import { ImageUp } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { externalSourceMessages } from "@pos/core/integrations/external-source.schema";
import { externalSourceToasts, logoContentTypes } from "@pos/core/integrations/external-sources.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { trpc } from "@/lib/trpc";
import { uploadToStorage } from "@/lib/upload";

type Props = {
  /** The logo shown now (a link the server made, or null). */
  previewUrl: string | null;
  /** The uploaded file's key, stored as the source's logoImageUrl. */
  onUploaded: (key: string) => void;
};

const isLogoType = (type: string): type is (typeof logoContentTypes)[number] =>
  (logoContentTypes as readonly string[]).includes(type);

/** Uploads a JPG, PNG or SVG logo straight to storage through a signed upload form. */
export function LogoUpload({ previewUrl, onUploaded }: Props) {
  const id = useId();
  const presign = trpc.externalSources.presignLogoUpload.useMutation();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  async function upload(file: File) {
    if (!isLogoType(file.type)) {
      toast.error(externalSourceMessages.logoType);
      return;
    }
    setUploading(true);
    try {
      const upload = await presign.mutateAsync({ fileName: file.name, contentType: file.type });
      await uploadToStorage(upload, file);
      setLocalPreview(URL.createObjectURL(file));
      onUploaded(upload.key);
    } catch {
      toast.error(externalSourceToasts.uploadError);
    } finally {
      setUploading(false);
    }
  }

  const shown = localPreview ?? previewUrl;
  return (
    <div className="flex items-center gap-3">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {shown ? (
          <img src={shown} alt="Logo" className="size-full object-contain" />
        ) : (
          <ImageUp className="size-5 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="grid gap-1">
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml"
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
        <p className="text-xs text-muted-foreground">JPG, PNG or SVG</p>
      </div>
    </div>
  );
}
