const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" fill="none">
<rect width="64" height="64" rx="8" fill="#eef2ef"/>
<path d="M14 46l12-14 9 10 6-7 9 11z" fill="#b7c6bd"/>
<circle cx="42" cy="22" r="5" fill="#b7c6bd"/>
<path d="M12 12l40 40" stroke="#8fa397" stroke-width="3" stroke-linecap="round"/>
</svg>`;

export const IMAGE_PLACEHOLDER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(placeholderSvg)}`;

export type ImageState = "image" | "empty" | "broken";

/** A missing src is not a broken link: it shows the placeholder without the warning. */
export function imageState(src: string | null | undefined, brokenSrc: string | null): ImageState {
  if (!src || !src.trim()) return "empty";
  return src === brokenSrc ? "broken" : "image";
}
