export { DashboardHome } from "./dashboard-home";
export { DashboardRoot } from "./dashboard-root";
export { EmployeePage } from "./employees/employee-page";
export { EmployeesPage } from "./employees/employees-page";
export { CreateSecurityRolePage, EditSecurityRolePage } from "./employees/security-role-page";
export { SecurityRolesPage } from "./employees/security-roles-page";
