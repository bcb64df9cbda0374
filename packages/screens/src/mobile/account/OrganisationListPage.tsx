import { useCallback, useEffect, useState } from 'react';
import { ErrorBlock, List, PullToRefresh, Skeleton, Switch, Tag } from 'antd-mobile';
import {
  listOrganisationItems,
  setOrganisationItemEnabled,
  type OrganisationItem,
  type OrganisationItemKind,
} from '@tessera/api';
import { useSession, useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import { AccountLayout } from './AccountLayout.js';

/** The texts of the tag, job and rank screens (ours: spec 2 §2.1 names only their routes). */
export const ORGANISATION_LIST_TEXTS = {
  tag: '标签',
  post: '岗位',
  rank: '职级',
  enabled: '已启用',
  disabled: '已停用',
  mine: '我的',
  holders: (n: number) => `${n} 人`,
  empty: (title: string) => `暂无${title}`,
} as const;

/** The role code whose holders may enable and disable items (server README "Organisation"). */
const ADMIN_ROLE = 'admin';

/** The ids of the items of `kind` the signed-in user holds (from the user info). */
function heldIds(
  kind: OrganisationItemKind,
  user: { tags?: unknown; posts?: unknown; rank?: unknown },
): Set<string> {
  const source = kind === 'tag' ? user.tags : kind === 'post' ? user.posts : [user.rank];
  const ids = (Array.isArray(source) ? source : [])
    .map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined,
    )
    .filter((id): id is string => typeof id === 'string');
  return new Set(ids);
}

/**
 * /user-tags, /user-jobs, /user-ranks (spec 2 §2.1, §3 "Tag, job, rank: each has id and enabled
 * state", §9 page 1 size 100): the app's items with their state (已启用 / 已停用), how many hold
 * each, and 我的 on those the user holds. An administrator toggles the state in place (spec 2 §4
 * "can be enabled or disabled").
 */
export function OrganisationListPage({ kind }: { kind: OrganisationItemKind }) {
  const { client, account } = useAccountCalls();
  const settings = useSettings();
  const { user } = useSession();
  const [items, setItems] = useState<OrganisationItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const title = ORGANISATION_LIST_TEXTS[kind];
  const admin = user.roles.includes(ADMIN_ROLE);
  const mine = heldIds(kind, user as unknown as Record<string, unknown>);

  const fetchItems = useCallback(
    () => listOrganisationItems(client, account, settings.appId, kind),
    [client, account, settings.appId, kind],
  );
  const show = (loaded: OrganisationItem[]) => {
    setItems(loaded);
    setFailed(false);
  };
  const load = () => fetchItems().then(show, () => setFailed(true));

  useEffect(() => {
    let live = true;
    fetchItems().then(
      (loaded) => live && show(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [fetchItems]);

  const toggle = async (item: OrganisationItem, enabled: boolean) => {
    setBusy(item.id);
    try {
      const changed = await setOrganisationItemEnabled(
        client,
        account,
        settings.appId,
        kind,
        item.id,
        enabled,
      );
      setItems((current) =>
        (current ?? []).map((each) => (each.id === item.id ? { ...each, ...changed } : each)),
      );
    } catch {
      // The client showed why; the switch keeps the stored state.
    } finally {
      setBusy(null);
    }
  };

  return (
    <AccountLayout title={title} background="#f5f6f8" testId={`organisation-${kind}`}>
      <PullToRefresh onRefresh={load}>
        {items === null && !failed && (
          <div style={{ padding: 16 }}>
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
        {failed && <ErrorBlock status="default" title="加载失败" description="下拉重试" />}
        {items !== null && items.length === 0 && (
          <ErrorBlock status="empty" title={ORGANISATION_LIST_TEXTS.empty(title)} description="" />
        )}
        {items !== null && items.length > 0 && (
          <List style={{ marginTop: 12 }}>
            {items.map((item) => (
              <List.Item
                key={item.id}
                data-testid="organisation-item"
                description={ORGANISATION_LIST_TEXTS.holders(item.userCount)}
                extra={
                  admin ? (
                    <Switch
                      checked={item.isEnable}
                      loading={busy === item.id}
                      aria-label={`${item.name} ${item.isEnable ? ORGANISATION_LIST_TEXTS.enabled : ORGANISATION_LIST_TEXTS.disabled}`}
                      onChange={(checked) => void toggle(item, checked)}
                    />
                  ) : (
                    <Tag color={item.isEnable ? 'success' : 'default'} fill="outline">
                      {item.isEnable
                        ? ORGANISATION_LIST_TEXTS.enabled
                        : ORGANISATION_LIST_TEXTS.disabled}
                    </Tag>
                  )
                }
              >
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  {item.name}
                  {mine.has(item.id) && (
                    <Tag color="primary" fill="solid" round>
                      {ORGANISATION_LIST_TEXTS.mine}
                    </Tag>
                  )}
                </span>
              </List.Item>
            ))}
          </List>
        )}
      </PullToRefresh>
    </AccountLayout>
  );
}
