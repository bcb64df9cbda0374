// Public entry `@tessera/widgets/react`: the React part of the widget kit that needs neither MUI
// nor antd-mobile — the grid and the account core's hooks (`@tessera/screens`' account views
// use them). The flavours `./pc` and `./mobile` re-export the same names with their views.

export { GridRenderer } from './grid/GridRenderer.js';
export type { GridRendererProps, GridMetrics } from './grid/GridRenderer.js';
export { useAccountCalls } from './account/useAccountCalls.js';
export type { AccountCalls } from './account/useAccountCalls.js';
export { usePasswordPolicy } from './account/usePasswordPolicy.js';
export { useSchemaForm } from './account/useSchemaForm.js';
export type { FieldBinding, SchemaForm } from './account/useSchemaForm.js';
export { useSmsCountdown } from './account/useSmsCountdown.js';
export type { SmsCountdown, SmsCountdownOptions } from './account/useSmsCountdown.js';
