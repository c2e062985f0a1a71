import type { ComponentProps, CSSProperties } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** The product lines' button colours (pos-and-accounts.md 2.15). */
export const buttonTones = {
  retail: "#1f7a4d",
  dispatch: "#2563eb",
  blazepay: "#ea580c",
  manufacturing: "#7c3aed",
  grow: "#4d7c0f",
  distro: "#0e7490",
  danger: "#dc2626",
  black: "#111827",
} as const;
export type ButtonTone = keyof typeof buttonTones;
export type ButtonFill = "filled" | "outlined" | "text";
export type ButtonSize = "large" | "default" | "small";

const sizes: Record<ButtonSize, string> = {
  large: "h-11 px-6 text-base",
  default: "h-9 px-4 text-sm",
  small: "h-7 px-2.5 text-xs",
};
const fills: Record<ButtonFill, string> = {
  filled: "bg-[var(--tone)] text-white hover:brightness-110",
  outlined: "border border-[var(--tone)] bg-background text-[var(--tone)] hover:bg-[var(--tone)]/10",
  text: "bg-transparent text-[var(--tone)] hover:bg-[var(--tone)]/10",
};

type Props = ComponentProps<"button"> & {
  tone: ButtonTone;
  fill: ButtonFill;
  size: ButtonSize;
  loading?: boolean;
};

export function BrandButton({
  tone,
  fill,
  size,
  loading = false,
  disabled,
  className,
  style,
  children,
  ...props
}: Props) {
  return (
    <button
      type="button"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      style={{ "--tone": buttonTones[tone], ...style } as CSSProperties}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition outline-none focus-visible:ring-[3px] focus-visible:ring-[var(--tone)]/40 disabled:cursor-not-allowed [&:disabled:not([aria-busy=true])]:opacity-50 aria-busy:cursor-progress aria-busy:opacity-85",
        sizes[size],
        fills[fill],
        className,
      )}
      {...props}
    >
      {loading && <Spinner label="Loading" className="size-[1em]" />}
      {children}
    </button>
  );
}
