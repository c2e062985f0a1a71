export { AcceptInvitationPage } from "./accept-invitation-page";
export { AccountLayout } from "./account-layout";
export { ForgotPasswordPage } from "./forgot-password-page";
export { LoginPage } from "./login-page";
export { MigrationResetPage } from "./migration-reset-page";
export { RegisterPage } from "./register-page";
export { ResetPasswordPage } from "./reset-password-page";
export { VerifyEmailPage } from "./verify-email-page";
