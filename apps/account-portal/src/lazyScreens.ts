// The screens that load when opened (README "Bundle"): a module of their own, so the dynamic
// import that fetches them names only these and the first download keeps the rest of the kit.
export {
  AddressFormPage,
  AddressListPage,
  ChangeAccountPage,
  NotificationSettingsPage,
  OrganisationListPage,
  PreviewFilePage,
  RegisterByPhonePage,
  ResetPasswordPage,
  RetrievePasswordPage,
  ThirdAuthBindPage,
  ThirdAuthPage,
} from '@tessera/screens/mobile';
export { LocationScreen } from './locationScreen.js';
