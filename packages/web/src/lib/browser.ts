/** Google Chrome (or Chromium): the browser the product is tested on. Edge, Opera and Samsung report "Chrome" too. */
export function isChromeBrowser(userAgent: string): boolean {
  if (!/(Chrome|Chromium|CriOS)\//.test(userAgent)) return false;
  return !/\b(Edg|EdgA|EdgiOS|OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\//.test(userAgent);
}
