import { ImageUp } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { PresignedUpload } from "@pos/core/files/files.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { uploadToStorage } from "@/lib/upload";

type LogoUploadProps<TType extends string> = {
  /** The logo shown when nothing was uploaded here (a link the server made, or null). */
  savedUrl: string | null;
  /** False hides the logo (it was removed, not yet saved). */
  showSaved?: boolean;
  /** The content types storage accepts, and the matching file picker filter. */
  types: readonly TType[];
  accept: string;
  typeMessage: string;
  failMessage: string;
  presign: (file: File, contentType: TType) => Promise<PresignedUpload>;
  onUploaded: (key: string) => void;
  /** A message for a refused or failed upload; null when a new upload starts. */
  onError: (message: string | null) => void;
  alt: string;
  previewClassName?: string;
  /** Actions for the logo shown (e.g. remove it), beside the upload button. */
  children?: ReactNode;
};

/** A logo uploaded straight to storage through a signed upload form, with its preview. */
export function LogoUpload<TType extends string>({
  savedUrl,
  showSaved = true,
  types,
  accept,
  typeMessage,
  failMessage,
  presign,
  onUploaded,
  onError,
  alt,
  previewClassName = "size-16",
  children,
}: LogoUploadProps<TType>) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function upload(file: File) {
    onError(null);
    const contentType = types.find((type) => type === file.type);
    if (!contentType) {
      onError(typeMessage);
      return;
    }
    setUploading(true);
    try {
      const signed = await presign(file, contentType);
      await uploadToStorage(signed, file);
      setPreview(URL.createObjectURL(file));
      onUploaded(signed.key);
    } catch {
      onError(failMessage);
    } finally {
      setUploading(false);
    }
  }

  const shown = showSaved ? (preview ?? savedUrl) : null;
  return (
    <div className="flex items-center gap-3">
      <div
        className={cn(
          "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted",
          previewClassName,
        )}
      >
        {shown ? (
          <img src={shown} alt={alt} className="size-full object-contain" />
        ) : (
          <ImageUp className="size-5 text-muted-foreground" aria-hidden />
        )}
      </div>
      <input
        id={id}
        type="file"
        accept={accept}
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
      {shown && children}
    </div>
  );
}
