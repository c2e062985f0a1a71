import { ArrowLeft, ArrowRight, Ellipsis, Star, Trash2 } from "lucide-react";
import { SmartImage } from "@/components/shared/smart-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";

type ImageTileProps = {
  src: string | undefined;
  loading: boolean;
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One image with its actions in a menu: make it the main one, move it, remove it. */
export function ImageTile({ src, loading, index, count, name, onMove, onRemove }: ImageTileProps) {
  const label = `image ${index + 1}`;
  return (
    <li className="relative overflow-hidden rounded-lg border bg-muted/30">
      {loading ? (
        <Skeleton className="aspect-square w-full rounded-none" />
      ) : (
        <SmartImage
          src={src}
          alt={`${name || "Product"} ${label}`}
          className="aspect-square w-full object-cover"
        />
      )}
      {index === 0 && <Badge className="absolute bottom-1.5 left-1.5">Main</Badge>}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="absolute top-1.5 right-1.5 size-7 bg-background/90"
            aria-label={`Actions for ${label}`}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {index > 0 && (
            <DropdownMenuItem onSelect={() => onMove(0)}>
              <Star aria-hidden />
              Make it the main image
            </DropdownMenuItem>
          )}
          {index > 0 && (
            <DropdownMenuItem onSelect={() => onMove(index - 1)}>
              <ArrowLeft aria-hidden />
              Move earlier
            </DropdownMenuItem>
          )}
          {index < count - 1 && (
            <DropdownMenuItem onSelect={() => onMove(index + 1)}>
              <ArrowRight aria-hidden />
              Move later
            </DropdownMenuItem>
          )}
          {count > 1 && <DropdownMenuSeparator />}
          <DropdownMenuItem variant="destructive" onSelect={onRemove}>
            <Trash2 aria-hidden />
            Remove
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
