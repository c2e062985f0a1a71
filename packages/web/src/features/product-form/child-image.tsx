import { ImagePlus, Trash2 } from "lucide-react";
import { useRef } from "react";
import { ownImage } from "@pos/core/catalog/product-draft";
import { childImage } from "@pos/core/catalog/product-rules";
import type { ChildProduct, ProductDraft } from "@pos/core/catalog/product.schema";
import { SmartImage } from "@/components/shared/smart-image";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { trpc } from "@/lib/trpc";
import { imageTypes, isFileKey } from "./images";
import { useImageUpload } from "./use-image-upload";

type ChildImageProps = {
  companyId: number;
  master: ProductDraft;
  child: ChildProduct;
  label: string;
  /** Sets the child's own image; null removes it, so that it follows the master's. */
  onImage: (image: string | null) => void;
};

/** A child's one image of its own, or the master's image it follows. */
export function ChildImage({ companyId, master, child, label, onImage }: ChildImageProps) {
  const input = useRef<HTMLInputElement>(null);
  const own = ownImage(child);
  const shown = childImage(master, child);
  const key = shown !== null && isFileKey(shown) ? shown : null;
  const urls = trpc.company.presignDownloads.useQuery(
    { companyId, keys: key ? [key] : [] },
    { enabled: key !== null, staleTime: 30 * 60_000 },
  );
  const { upload, uploading } = useImageUpload(companyId, onImage);
  const src = key ? urls.data?.[key] : shown;
  const caption = own ? "Its own image" : shown ? "Follows the master's image" : "No image yet";

  return (
    <div className="grid content-start gap-2">
      <span className="text-xs font-medium text-muted-foreground">Image</span>
      <div className="flex items-center gap-3">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-lg border bg-muted/30">
          {uploading > 0 ? (
            <div className="flex size-full items-center justify-center">
              <Spinner label="Uploading image" />
            </div>
          ) : key && urls.isPending ? (
            <Skeleton className="size-full rounded-none" />
          ) : (
            <SmartImage
              src={src}
              alt={`${label} image`}
              className={own ? "size-full object-cover" : "size-full object-cover opacity-60"}
            />
          )}
        </div>
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground">{caption}</p>
          <div className="flex flex-wrap gap-1.5">
            <input
              ref={input}
              type="file"
              accept={imageTypes.join(",")}
              hidden
              aria-label={`Image file for ${label}`}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []).slice(0, 1);
                event.target.value = "";
                void upload(files);
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading > 0}
              aria-label={`${own ? "Replace" : "Upload"} the image of ${label}`}
              onClick={() => input.current?.click()}
            >
              <ImagePlus aria-hidden />
              {own ? "Replace" : "Upload"}
            </Button>
            {own && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove the image of ${label}`}
                onClick={() => onImage(null)}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
