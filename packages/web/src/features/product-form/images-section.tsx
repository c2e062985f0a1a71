import { ImagePlus } from "lucide-react";
import { useRef } from "react";
import { catalogLimits } from "@pos/core/catalog/product.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { trpc } from "@/lib/trpc";
import { useProblem } from "./field";
import { FormSection } from "./form-section";
import { ImageTile } from "./image-tile";
import { imageTypes, isFileKey, moveImage } from "./images";
import type { SectionProps } from "./section-props";
import { useImageUpload } from "./use-image-upload";

const withImages = (images: string[]) => (product: SectionProps["draft"]) => ({
  ...product,
  images,
  imageUrl: images[0] ?? null,
});

/** Up to 5 pictures; the first is the main one, shown in lists and on the register. */
export function ImagesSection({ draft, edit, companyId }: SectionProps & { companyId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const problem = useProblem("images");
  const images = draft.images;
  const keys = images.filter(isFileKey);
  const urls = trpc.company.presignDownloads.useQuery(
    { companyId, keys },
    { enabled: keys.length > 0, staleTime: 30 * 60_000 },
  );
  const { upload, uploading } = useImageUpload(companyId, (key) =>
    edit((product) =>
      product.images.length >= catalogLimits.images ? product : withImages([...product.images, key])(product),
    ),
  );
  const room = catalogLimits.images - images.length - uploading;
  const srcOf = (image: string) => (isFileKey(image) ? urls.data?.[image] : image);

  return (
    <FormSection
      id="images"
      title="Images"
      description={`Up to ${catalogLimits.images}. The first is the main image, shown in lists and on the register.`}
    >
      <div className="@container grid gap-3">
        {problem && <p className="text-sm text-destructive">{problem}</p>}
        <ul aria-label="Product images" className="grid grid-cols-3 gap-2 @md:grid-cols-5">
          {images.map((image, index) => (
            <ImageTile
              key={image}
              src={srcOf(image)}
              loading={isFileKey(image) && urls.isPending}
              index={index}
              count={images.length}
              name={draft.name}
              onMove={(to) => edit(withImages(moveImage(images, index, to)))}
              onRemove={() => edit(withImages(images.filter((_, at) => at !== index)))}
            />
          ))}
          {Array.from({ length: uploading }, (_, index) => (
            <li
              key={`uploading-${index}`}
              className="flex aspect-square items-center justify-center rounded-lg border border-dashed"
            >
              <Spinner label="Uploading image" />
            </li>
          ))}
        </ul>
        <input
          ref={input}
          type="file"
          accept={imageTypes.join(",")}
          multiple
          hidden
          aria-label="Image files"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []).slice(0, Math.max(room, 0));
            event.target.value = "";
            void upload(files);
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden />
          {room <= 0 ? `${catalogLimits.images} images at most` : "Upload images"}
        </Button>
      </div>
    </FormSection>
  );
}
