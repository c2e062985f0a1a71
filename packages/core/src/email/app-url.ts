/** An absolute link into the web app for e-mail: APP_URL is the site's address (set by the runtime or the deploy). */
export const appUrl = (path: string): string =>
  new URL(path, process.env.APP_URL ?? "http://localhost:3000").toString();
