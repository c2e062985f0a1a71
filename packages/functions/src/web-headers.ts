/**
 * The security headers of the web app, the same locally (the local server's static and SPA responses) and in
 * the cloud (stacks/Web.ts, a CloudFront response headers policy). Scripts come from the app's own origin only;
 * `extraSources` are the API, websocket and file origins of the column the app runs in.
 */
export function contentSecurityPolicy(extraSources: { connect: string[]; images: string[] }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix positions popovers with style attributes.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...extraSources.images].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...extraSources.connect].join(" "),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const frameOptions = "DENY";
export const referrerPolicy = "strict-origin-when-cross-origin";

export function webSecurityHeaders(extraSources: {
  connect: string[];
  images: string[];
}): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(extraSources),
    "x-frame-options": frameOptions,
    "referrer-policy": referrerPolicy,
    "x-content-type-options": "nosniff",
  };
}
