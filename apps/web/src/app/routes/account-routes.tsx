import { AccountPage } from '../../features/account/components/account-page';
import { DeleteAccountPage } from '../../features/account/components/delete-account-page';
import { ForgotPasswordPage } from '../../features/account/components/forgot-password-page';
import { LoginPage } from '../../features/account/components/login-page';
import { RegisterPage } from '../../features/account/components/register-page';
import { withBrand } from './brand-screen';

/** The account screens, loaded together (through account-entry.ts) on the first visit to any of them. */
export const accountRoutes = {
  login: withBrand(LoginPage),
  register: withBrand(RegisterPage),
  forgotPassword: withBrand(ForgotPasswordPage),
  account: withBrand(AccountPage),
  deleteAccount: withBrand(DeleteAccountPage),
};
