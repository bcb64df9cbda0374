/**
 * Designers of the co-editing tests made through the administrator's real calls (users, roles,
 * grants), never by writing the database: a role granted only the designer read operation
 * 查看设计 (`site.view`) and a new user holding it, signed in.
 */
import { ROLE_ADMIN_PATHS, USER_ADMIN_PATHS } from '@tessera/protocol';
import type { LoginTokens } from '@tessera/protocol';
import { DEMO, DEMO_ORGANISATION } from '@tessera/server/demo';
import { callServer, signInUser, succeeded } from './workflowUsers.js';

/** A user the administrator made, signed in. */
export interface MadeDesigner {
  userId: string;
  nickName: string;
  tokens: LoginTokens;
}

/**
 * As the administrator (`adminToken`): adds a role that holds 查看设计 and nothing else (no page,
 * no 设计站点), then a user with that role and a password, and signs the user in. Names are
 * made from `phone`, so a retry on the same server makes new ones.
 */
export async function addReadOnlyDesigner(
  adminToken: string,
  { phone, nickName, password }: { phone: string; nickName: string; password: string },
): Promise<MadeDesigner> {
  const appId = DEMO.appId;
  const role = (await succeeded(
    callServer('POST', ROLE_ADMIN_PATHS.add.build({ appId }), {
      accessToken: adminToken,
      body: { name: `设计查看${phone.slice(-4)}`, code: `designViewer${phone.slice(-4)}` },
    }),
    'add role',
  )) as { id: string };
  await succeeded(
    callServer('POST', ROLE_ADMIN_PATHS.setGrants.build({ appId, id: role.id }), {
      accessToken: adminToken,
      body: {
        subAppId: DEMO.pcSubAppId,
        pageIds: [],
        operationIds: [DEMO_ORGANISATION.designerReadOperation.operationId],
      },
    }),
    'grant 查看设计',
  );
  const user = (await succeeded(
    callServer('POST', USER_ADMIN_PATHS.add.build({ appId }), {
      accessToken: adminToken,
      body: { nickName, phone, password, roleIds: [role.id] },
    }),
    'add user',
  )) as { id: string };
  return { userId: user.id, nickName, tokens: await signInUser(phone, password) };
}
