export { DashboardHome } from "./dashboard-home";
export { DashboardRoot } from "./dashboard-root";
