/**
 * The security headers of the web app, the same locally (the local server's static and SPA responses) and in
 * the cloud (stacks/Web.ts, a CloudFront response headers policy). Scripts come from the app's own origin only;
 * `extraSources` are the API, websocket and file origins of the column the app runs in, and the deck's origin.
 */
export interface WebSources {
  connect: string[];
  images: string[];
  frames?: string[];
}

export function contentSecurityPolicy(extraSources: WebSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...extraSources.images].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...extraSources.connect].join(" "),
    "worker-src 'self' blob:",
    // The /deck page embeds one presentation (DECK_URL): only its origin may be framed.
    ["frame-src 'self'", ...(extraSources.frames ?? [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const frameOptions = "DENY";
export const referrerPolicy = "strict-origin-when-cross-origin";

export function webSecurityHeaders(extraSources: WebSources): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(extraSources),
    "x-frame-options": frameOptions,
    "referrer-policy": referrerPolicy,
    "x-content-type-options": "nosniff",
  };
}
