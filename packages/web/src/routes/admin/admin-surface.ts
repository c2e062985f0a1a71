export { AdminRoot } from "./admin-root";
export { CompaniesPage } from "./companies-page";
export { CompanyPage } from "./company-page";
