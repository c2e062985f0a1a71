import * as React from "react";

import { cn } from "../../lib/utils";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip";
import { IMAGE_PLACEHOLDER_SRC, imageState } from "./image-placeholder";

export type SmartImageProps = Omit<React.ComponentProps<"img">, "src"> & {
  src: string | null | undefined;
  fallbackSrc?: string;
};

export function SmartImage({
  src,
  alt = "",
  fallbackSrc = IMAGE_PLACEHOLDER_SRC,
  className,
  onError,
  ...props
}: SmartImageProps) {
  const [brokenSrc, setBrokenSrc] = React.useState<string | null>(null);
  const state = imageState(src, brokenSrc);

  if (state === "image") {
    return (
      <img
        src={src ?? undefined}
        alt={alt}
        className={className}
        onError={(event) => {
          setBrokenSrc(src ?? null);
          onError?.(event);
        }}
        {...props}
      />
    );
  }

  const broken = state === "broken";
  const fallback = (
    <img
      src={fallbackSrc}
      alt={broken ? `${alt ? `${alt}: ` : ""}Image link broken` : alt}
      className={cn("bg-muted object-contain", className)}
      {...props}
    />
  );
  if (!broken) return fallback;

  return (
    <Tooltip>
      <TooltipTrigger asChild>{fallback}</TooltipTrigger>
      <TooltipContent>Image link broken</TooltipContent>
    </Tooltip>
  );
}
