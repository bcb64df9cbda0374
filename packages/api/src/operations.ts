import { ORGANISATION_PATHS } from '@tessera/protocol';
import type { OperationSummary } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/**
 * GET `{app}/operation/list` (spec 1 §6 operation permission): the app's operations, which a
 * control's permission set and an event may require. Administrators and designers only.
 */
export function listOperations(client: RequestClient, app: AppRef): Promise<OperationSummary[]> {
  return call(client, ORGANISATION_PATHS.operations, { params: { appId: app.appId } });
}
