import { AppError } from "../common/errors";
import { Company } from "../company/company.entity";
import { getCompany, type CompanyView } from "../company/company";
import { companyMetaDataKeys } from "../company/company.schema";
import {
  toggleStorage,
  ZSetBannerInput,
  ZSetCompanyToggleInput,
  type SetBannerInput,
  type SetCompanyToggleInput,
} from "./company-admin.schema";

const companyNotFound = () => new AppError("NOT_FOUND", "Company not found");

/** `patch` only updates an existing item; ElectroDB reports a missing one as a failed condition. */
function notFoundIfMissing(error: unknown): never {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.name === "ConditionalCheckFailedException") throw companyNotFound();
  throw error;
}

/** One switch of admin.md 4; map entries are set in place so two admins never undo each other. */
export async function setCompanyToggle(input: SetCompanyToggleInput): Promise<CompanyView> {
  const { companyId, toggle, enabled } = ZSetCompanyToggleInput.parse(input);
  const patch = Company.patch({ companyId });
  const storage = toggleStorage[toggle];
  if (storage === "field") {
    const field = toggle as "isPaid" | "isLicensed" | "isBatchTracking";
    await patch
      .set({ [field]: enabled })
      .go()
      .catch(notFoundIfMissing);
  } else if (storage === "permissions") {
    await patch
      .data((attributes, { set }) => set(attributes.permissions[toggle], enabled))
      .go()
      .catch(notFoundIfMissing);
  } else {
    const key = companyMetaDataKeys[toggle as "hasVirtualLocation" | "pennyRounding"];
    await patch
      .data((attributes, { set }) => set(attributes.metaData[key], enabled ? "true" : "false"))
      .go()
      .catch(notFoundIfMissing);
  }
  return getCompany(companyId);
}

/** admin.md 7 "PATCH company banner message": markdown shown to the company's dashboard users; empty clears it. */
export async function setBannerMessage(input: SetBannerInput): Promise<CompanyView> {
  const { companyId, bannerMessage } = ZSetBannerInput.parse(input);
  const patch = Company.patch({ companyId });
  const write = bannerMessage ? patch.set({ bannerMessage }) : patch.remove(["bannerMessage"]);
  await write.go().catch(notFoundIfMissing);
  return getCompany(companyId);
}
