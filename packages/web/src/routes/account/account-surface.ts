export { AccountLayout } from "./account-layout";
export { LoginPage } from "./login-page";
