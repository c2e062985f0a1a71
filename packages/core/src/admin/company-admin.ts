import { Service } from "electrodb";
import { AuditEntry } from "../audit/audit.entity";
import { auditEntry, type AuditActor } from "../audit/audit";
import { AppError } from "../common/errors";
import { Company } from "../company/company.entity";
import { getCompany, type CompanyView } from "../company/company";
import { companyMetaDataKeys } from "../company/company.schema";
import {
  companyToggleLabels,
  toggleStorage,
  toggleValue,
  ZSetBannerInput,
  ZSetCompanyToggleInput,
  type SetBannerInput,
  type SetCompanyToggleInput,
} from "./company-admin.schema";

const companyNotFound = () => new AppError("NOT_FOUND", "Company not found");

const audited = new Service({ company: Company, audit: AuditEntry });

/** One switch of admin.md 4, with its audit entry in the same transaction. */
export async function setCompanyToggle(input: SetCompanyToggleInput, by: AuditActor): Promise<CompanyView> {
  const { companyId, toggle, enabled } = ZSetCompanyToggleInput.parse(input);
  const before = toggleValue(await getCompany(companyId), toggle);
  const entry = auditEntry(by, {
    companyId,
    action: "company.toggle",
    targetId: toggle,
    targetLabel: companyToggleLabels[toggle],
    before: { [toggle]: before },
    after: { [toggle]: enabled },
  });
  const storage = toggleStorage[toggle];
  const metaKey = companyMetaDataKeys[toggle as "hasVirtualLocation" | "pennyRounding"];
  // Map entries are set in place, so two admins switching different toggles never undo each other.
  const result = await audited.transaction
    .write(({ company, audit }) => {
      const patch = company.patch({ companyId });
      const write =
        storage === "field"
          ? patch.set({ [toggle as "isPaid" | "isLicensed" | "isBatchTracking"]: enabled })
          : storage === "permissions"
            ? patch.data((attributes, { set }) => set(attributes.permissions[toggle], enabled))
            : patch.data((attributes, { set }) =>
                set(attributes.metaData[metaKey], enabled ? "true" : "false"),
              );
      return [write.commit(), audit.create(entry).commit()];
    })
    .go();
  if (result.canceled) throw companyNotFound();
  return getCompany(companyId);
}

/** admin.md 7 "PATCH company banner message": markdown shown to the company's dashboard users; empty clears it. */
export async function setBannerMessage(input: SetBannerInput, by: AuditActor): Promise<CompanyView> {
  const { companyId, bannerMessage } = ZSetBannerInput.parse(input);
  const before = (await getCompany(companyId)).bannerMessage ?? "";
  const entry = auditEntry(by, {
    companyId,
    action: "company.banner",
    targetId: String(companyId),
    targetLabel: "Banner message",
    before: { bannerMessage: before },
    after: { bannerMessage },
  });
  const result = await audited.transaction
    .write(({ company, audit }) => {
      const patch = company.patch({ companyId });
      const write = bannerMessage ? patch.set({ bannerMessage }) : patch.remove(["bannerMessage"]);
      return [write.commit(), audit.create(entry).commit()];
    })
    .go();
  if (result.canceled) throw companyNotFound();
  return getCompany(companyId);
}
