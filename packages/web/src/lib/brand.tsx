import type { JSX, SVGProps } from "react";

export type Brand = {
  id: "greenline" | "canopy";
  name: string;
  supportEmail: string;
  Logo: (props: SVGProps<SVGSVGElement>) => JSX.Element;
};

function GreenlineLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label="Greenline POS" {...props}>
      <rect width="32" height="32" rx="8" fill="#15803d" />
      <path d="M16 6c5 3 7 7 7 11a7 7 0 0 1-14 0c0-4 2-8 7-11Z" fill="#bbf7d0" />
      <path d="M16 11v15" stroke="#15803d" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CanopyLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label="Canopy Retail" {...props}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M6 18a10 10 0 0 1 20 0Z" fill="#99f6e4" />
      <path d="M16 18v8" stroke="#99f6e4" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

const greenline: Brand = {
  id: "greenline",
  name: "Greenline POS",
  supportEmail: "support@greenlinepos.com",
  Logo: GreenlineLogo,
};
const canopy: Brand = {
  id: "canopy",
  name: "Canopy Retail",
  supportEmail: "support@canopyretail.ca",
  Logo: CanopyLogo,
};

/** The first brand is the default; the second is served on host names containing "canopy". */
export function brandForHost(hostname: string): Brand {
  return hostname.toLowerCase().includes("canopy") ? canopy : greenline;
}

export const brand: Brand = brandForHost(typeof window === "undefined" ? "" : window.location.hostname);
