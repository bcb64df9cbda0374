// Public entry `@tessera/screens/mobile`: the mobile (antd-mobile) views of the screens.

// Account portal screens (spec 2 §2.3–§2.11)
export { AccountLayout, goBack } from './account/AccountLayout.js';
export type { AccountLayoutProps } from './account/AccountLayout.js';
export { FieldList, FieldRow, TextField } from './account/AccountFields.js';
export type { TextFieldProps } from './account/AccountFields.js';
export { SmsCodeButton } from './account/SmsCodeButton.js';
export { AgreementLine, LinkButton } from './account/AccountLinks.js';
export { RequireSignIn, signInPath } from './account/RequireSignIn.js';
export { AccountHomePage, ACCOUNT_HOME_TEXTS } from './account/AccountHomePage.js';
export { LoginByPhonePage, LOGIN_THROTTLE_MS } from './account/LoginByPhonePage.js';
export type { LoginByPhonePageProps } from './account/LoginByPhonePage.js';
export { RegisterByPhonePage, REGISTER_REDIRECT_MS } from './account/RegisterByPhonePage.js';
export { RetrievePasswordPage } from './account/RetrievePasswordPage.js';
export { ResetPasswordPage } from './account/ResetPasswordPage.js';
export { OrganisationListPage, ORGANISATION_LIST_TEXTS } from './account/OrganisationListPage.js';
export { PreviewFilePage, PREVIEW_FILE_TEXTS } from './account/PreviewFilePage.js';
export {
  NotificationSettingsPage,
  NOTIFICATION_SETTINGS_PATH,
} from './account/NotificationSettingsPage.js';
export {
  ChangeAccountPage,
  CHANGE_ACCOUNT_TEXTS,
  CHANGE_ACCOUNT_REDIRECT_MS,
} from './account/ChangeAccountPage.js';
export {
  ThirdAuthPage,
  ThirdAuthBindPage,
  THIRD_AUTH_TEXTS,
  THIRD_AUTH_STATE_KEY,
} from './account/ThirdAuthPages.js';
export {
  AddressListPage,
  AddressFormPage,
  ADDRESS_TEXTS,
  areaText,
} from './account/AddressPages.js';
// The location picker (AD-L1, AD-L2, CA-A15) over the model in `src/location/`.
export { LocationPickerPage } from './location/LocationPickerPage.js';
export type { LocationPickerPageProps } from './location/LocationPickerPage.js';
// Approval and form pages (spec 2 §2.12) over the models and hooks in `src/approval/`.
export {
  ApprovalStartPage,
  ApprovalDetailPage,
  ApprovalListPage,
  FormDetailPage,
  ApprovalFieldItem,
} from './approval/index.js';

// The hooks over the screens' models (shared with the other kit's entry).
export * from '../react/index.js';

// The notification centre in a mobile nav bar (README "Notification centre").
export { NotificationBell } from './notifications/NotificationBell.js';
export type { MobileNotificationBellProps } from './notifications/NotificationBell.js';
