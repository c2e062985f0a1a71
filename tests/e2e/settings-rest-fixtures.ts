import type { APIRequestContext, Page } from "@playwright/test";
import type { FeatureFlag, PermissionFlag } from "@pos/core/company/company.schema";
import { demoAdmin } from "@pos/functions/local/demo";
import { readyOwner, strongPassword, type RegisteredStore } from "./account-fixtures";
import { signInUser, storeTokens, tokenKeys, trpcMutation } from "./fixtures";

/** A newly registered store whose owner is signed in on the page (every flag off, as a new company starts). */
export async function freshStore(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<RegisteredStore & { token: string }> {
  const store = await readyOwner(request, prefix);
  const session = await signInUser(request, store.email, strongPassword);
  await storeTokens(page, { [tokenKeys.auth]: session.token });
  return { ...store, token: session.token };
}

/** An admin switches one of the company's feature flags or permission flags. */
export async function switchFlag(
  request: APIRequestContext,
  companyId: number,
  flag: { feature: FeatureFlag } | { permission: PermissionFlag },
  enabled: boolean,
): Promise<void> {
  const admin = await signInUser(request, demoAdmin.email, demoAdmin.password);
  if ("feature" in flag)
    await trpcMutation(request, "flags.set", { companyId, flag: flag.feature, enabled }, admin.token);
  else
    await trpcMutation(
      request,
      "flags.setPermission",
      { companyId, flag: flag.permission, enabled },
      admin.token,
    );
}

export const dashboardPath = (companyId: number, path: string) => `/company/${companyId}/dashboard/${path}`;
