import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import {
  Button,
  CascadePicker,
  Dialog,
  ErrorBlock,
  List,
  Skeleton,
  Switch,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
import { CheckOutline, EditSOutline } from 'antd-mobile-icons';
import {
  areaCodes,
  areaFromCodes,
  deleteAddress,
  getRegionTree,
  listAddresses,
  regionCascadeOptions,
  saveAddress,
} from '@tessera/api';
import {
  accountPortalPath,
  type AddressArea,
  type AddressRecord,
  type RegionNode,
} from '@tessera/protocol';
import { useMessages, useNavigation, useRequestClient, useSettings } from '@tessera/react';
import type { RequestClient } from '@tessera/request';
import { addressFormSchema, validateField } from '@tessera/validation';
import { designedPagePath } from '@tessera/widgets';
import { useSchemaForm } from '@tessera/widgets/react';
import { useLoad } from '../../react/useModel.js';
import { AccountLayout } from './AccountLayout.js';
import { FieldList, TextField } from './AccountFields.js';

/** The address screens' texts: spec 2 §2.3–§2.5 verbatim, the labels ours. */
export const ADDRESS_TEXTS = {
  listTitle: '收货地址',
  createTitle: '新增收货地址',
  editTitle: '编辑收货地址',
  defaultBadge: '默认',
  empty: '您当前还没有可选地址',
  add: '新增收货地址',
  save: '保存',
  delete: '删除',
  deleteTitle: '删除提示',
  deleteConfirm: '确定要删除该收货地址？',
  cancelled: '已取消!',
  edit: '编辑',
  nameLabel: '收货人',
  namePlaceholder: '请填写收货人姓名',
  phoneLabel: '手机号码',
  phonePlaceholder: '请输入手机号码',
  areaLabel: '所在地区',
  areaPlaceholder: '请选择省/市/区',
  detailLabel: '详细地址',
  detailPlaceholder: '街道、楼牌号等',
  defaultLabel: '设为默认地址',
  saved: '保存成功',
  deleted: '删除成功',
  loadFailed: '地址加载失败',
} as const;

/** The query members the address screens pass along to each other (spec 2 §2.3, §2.4). */
const CARRIED = ['dsId', 'pageId', 'btnSize', 'btnColor', 'btnBgColor', 'schemaName'] as const;

function carried(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const next = new URLSearchParams();
  for (const name of CARRIED) {
    const value = search.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The area as one line: 省 市 区 (levels the region has not got are left out). */
export function areaText(area: AddressArea | null | undefined): string {
  if (!area) return '';
  return [area.province?.label, area.city?.label, area.state?.label].filter(Boolean).join(' ');
}

/** spec 2 §2.3: the 新增收货地址 button's configured font size, text and background colours. */
function buttonStyle(search: URLSearchParams): CSSProperties {
  const size = Number(search.get('btnSize'));
  return {
    ...(Number.isFinite(size) && size > 0 ? { fontSize: `${size}px` } : {}),
    ...(search.get('btnColor') ? { '--text-color': search.get('btnColor') } : {}),
    ...(search.get('btnBgColor')
      ? {
          '--background-color': search.get('btnBgColor'),
          '--border-color': search.get('btnBgColor'),
        }
      : {}),
  } as CSSProperties;
}

/** The region tree, loaded once per client (188 KB of JSON, cached by the browser too). */
const trees = new WeakMap<RequestClient, Promise<RegionNode[]>>();
function regionTree(client: RequestClient): Promise<RegionNode[]> {
  let tree = trees.get(client);
  if (!tree) {
    tree = getRegionTree(client);
    tree.catch(() => trees.delete(client));
    trees.set(client, tree);
  }
  return tree;
}

/**
 * /selected-address (spec 2 §2.3): the signed-in user's addresses newest first — name, phone,
 * 默认 on the default one, the area and the detailed address. Tapping one marks it and opens
 * /page/{pageId}?seletedId=; the edit icon opens /editor-address; 新增收货地址 (styled by btnSize,
 * btnColor, btnBgColor) opens /created-newaddress; without addresses: 您当前还没有可选地址.
 */
export function AddressListPage({ search }: { search: URLSearchParams }) {
  const client = useRequestClient();
  const settings = useSettings();
  const navigation = useNavigation();
  const [selected, setSelected] = useState(search.get('seletedId') ?? '');
  const schemaName = search.get('schemaName') ?? undefined;

  const loaded = useLoad(
    () => listAddresses(client, { appId: settings.appId }, { schemaName }),
    [client, settings.appId, schemaName],
  );
  const addresses = loaded.value;
  const failed = loaded.state === 'failed';

  const choose = (address: AddressRecord) => {
    setSelected(address.id);
    const pageId = search.get('pageId');
    if (pageId) {
      navigation?.navigate(designedPagePath(pageId, `seletedId=${encodeURIComponent(address.id)}`));
    }
  };

  return (
    <AccountLayout title={ADDRESS_TEXTS.listTitle} background="#f5f6f8" testId="selected-address">
      <div style={{ flex: 1, paddingBottom: 88 }} data-scroll-container>
        {addresses === null && !failed && (
          <div style={{ padding: 16 }}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
        {failed && <ErrorBlock status="default" title={ADDRESS_TEXTS.loadFailed} description="" />}
        {addresses !== null && addresses.length === 0 && (
          <ErrorBlock status="empty" title={ADDRESS_TEXTS.empty} description="" />
        )}
        {addresses !== null && addresses.length > 0 && (
          <List style={{ marginTop: 12 }}>
            {addresses.map((address) => (
              <List.Item
                key={address.id}
                data-testid="address-item"
                onClick={() => choose(address)}
                arrow={false}
                prefix={
                  <CheckOutline
                    aria-hidden
                    style={{
                      color: 'var(--adm-color-primary)',
                      visibility: selected === address.id ? 'visible' : 'hidden',
                    }}
                  />
                }
                description={
                  <span data-testid="address-area">
                    {areaText(address.area)} {address.detailedaddress}
                  </span>
                }
                extra={
                  <button
                    type="button"
                    aria-label={`${ADDRESS_TEXTS.edit} ${address.name}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      navigation?.navigate(
                        `${accountPortalPath('editorAddress')}${carried(search, { editorId: address.id })}`,
                      );
                    }}
                    style={{
                      border: 0,
                      background: 'none',
                      padding: 8,
                      fontSize: 20,
                      color: '#999',
                    }}
                  >
                    <EditSOutline />
                  </button>
                }
              >
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <strong style={{ fontWeight: 500 }}>{address.name}</strong>
                  <span style={{ color: '#666' }}>{address.phonenumber}</span>
                  {address.defaultaddress && (
                    <Tag color="danger" fill="outline" data-testid="default-badge">
                      {ADDRESS_TEXTS.defaultBadge}
                    </Tag>
                  )}
                </span>
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <div
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
          background: '#fff',
          boxShadow: '0 -1px 4px rgba(0,0,0,0.06)',
        }}
      >
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          style={buttonStyle(search)}
          onClick={() =>
            navigation?.navigate(`${accountPortalPath('createdNewAddress')}${carried(search)}`)
          }
        >
          {ADDRESS_TEXTS.add}
        </Button>
      </div>
    </AccountLayout>
  );
}

type AddressField = 'name' | 'phonenumber' | 'detailedaddress';

// The text fields go through the form state; the area, picked rather than typed, is checked by
// its own rule of the same schema.
const { area: AREA_RULE, ...TEXT_SCHEMA } = addressFormSchema;

/** 请选择省/市/区 unless the area reaches the region's last level (spec 2 §5 Address form). */
function checkArea(area: AddressArea | null): string | null {
  return AREA_RULE ? validateField(AREA_RULE.rules, area, { label: AREA_RULE.label }) : null;
}

/**
 * /created-newaddress and /editor-address (spec 2 §2.4, §2.5, §4 Default address flag, §5
 * Address form): 收货人, 手机号码, 所在地区 (province / city / district from the region tables),
 * 详细地址 and 设为默认地址; 保存 checks the form (请填写收货人姓名, 请输入正确的手机号码,
 * 请选择省/市/区, 请填写详细地址) and saves in one transaction that also clears every other
 * default when this one is default. Editing (`editorId`) prefills the form and adds 删除 with
 * its 删除提示 confirm (cancelling shows 已取消!). Both return to /selected-address: after a save
 * with `seletedId` of the address, after a delete with it empty.
 */
export function AddressFormPage({ search }: { search: URLSearchParams }) {
  const client = useRequestClient();
  const settings = useSettings();
  const navigation = useNavigation();
  const messages = useMessages();
  const editorId = search.get('editorId') ?? '';
  const schemaName = search.get('schemaName') ?? undefined;
  const app = useMemo(() => ({ appId: settings.appId }), [settings.appId]);
  const [editing, setEditing] = useState<AddressRecord | null>(null);
  const [area, setArea] = useState<AddressArea | null>(null);
  const [areaError, setAreaError] = useState<string | undefined>();
  const [isDefault, setIsDefault] = useState(false);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm<AddressField>(TEXT_SCHEMA, {
    name: '',
    phonenumber: '',
    detailedaddress: '',
  });
  const { set } = form;

  const tree = useLoad(() => regionTree(client), [client]).value;

  useEffect(() => {
    if (!editorId) return;
    let live = true;
    listAddresses(client, app, { schemaName }).then(
      (list) => {
        const found = list.find((address) => address.id === editorId);
        if (!live || !found) return;
        setEditing(found);
        set('name', found.name);
        set('phonenumber', found.phonenumber);
        set('detailedaddress', found.detailedaddress);
        setArea(found.area);
        setIsDefault(found.defaultaddress);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, app, editorId, schemaName, set]);

  const options = useMemo(() => (tree ? regionCascadeOptions(tree) : []), [tree]);
  const backToList = (selectedId: string) =>
    navigation?.navigate(
      `${accountPortalPath('selectedAddress')}${carried(search, selectedId ? { seletedId: selectedId } : {})}`,
      { replace: true },
    );

  const save = async () => {
    const fieldError = form.validate();
    const areaMessage = checkArea(area);
    setAreaError(areaMessage ?? undefined);
    const first = fieldError ?? areaMessage;
    if (first) {
      messages.warning(first);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAddress(client, app, {
        schemaName,
        ...(editing ? { id: editing.id, version: editing.version } : {}),
        address: {
          name: form.values.name.trim(),
          phonenumber: form.values.phonenumber.trim(),
          detailedaddress: form.values.detailedaddress.trim(),
          area: area!,
          defaultaddress: isDefault,
        },
      });
      Toast.show({ icon: 'success', content: ADDRESS_TEXTS.saved });
      backToList(editing ? saved.id : '');
    } catch {
      // The request client showed why (a newer version, a refusal); nothing was saved.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!editing) return;
    const confirmed = await Dialog.confirm({
      title: ADDRESS_TEXTS.deleteTitle,
      content: ADDRESS_TEXTS.deleteConfirm,
    });
    if (!confirmed) {
      Toast.show({ content: ADDRESS_TEXTS.cancelled });
      return;
    }
    setBusy(true);
    try {
      await deleteAddress(client, app, { schemaName, id: editing.id, version: editing.version });
      Toast.show({ icon: 'success', content: ADDRESS_TEXTS.deleted });
      backToList('');
    } catch {
      // The request client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout
      title={editorId ? ADDRESS_TEXTS.editTitle : ADDRESS_TEXTS.createTitle}
      background="#f5f6f8"
      testId={editorId ? 'editor-address' : 'created-newaddress'}
    >
      <FieldList>
        <TextField
          label={ADDRESS_TEXTS.nameLabel}
          placeholder={ADDRESS_TEXTS.namePlaceholder}
          name="name"
          maxLength={32}
          binding={form.field('name')}
        />
        <TextField
          label={ADDRESS_TEXTS.phoneLabel}
          placeholder={ADDRESS_TEXTS.phonePlaceholder}
          name="phonenumber"
          type="tel"
          maxLength={11}
          binding={form.field('phonenumber')}
        />
        <List.Item
          prefix={
            <span style={{ display: 'inline-block', width: '5.5em', color: '#333' }}>
              {ADDRESS_TEXTS.areaLabel}
            </span>
          }
          onClick={() => setPicking(true)}
          data-testid="area-picker"
          description={
            areaError ? (
              <span role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13 }}>
                {areaError}
              </span>
            ) : undefined
          }
        >
          <span style={{ color: area ? '#333' : '#ccc' }} data-testid="area-text">
            {area ? areaText(area) : ADDRESS_TEXTS.areaPlaceholder}
          </span>
        </List.Item>
        <List.Item
          prefix={
            <span style={{ display: 'inline-block', width: '5.5em', color: '#333' }}>
              {ADDRESS_TEXTS.detailLabel}
            </span>
          }
          description={
            form.field('detailedaddress').error ? (
              <span role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 13 }}>
                {form.field('detailedaddress').error}
              </span>
            ) : undefined
          }
        >
          <TextArea
            name="detailedaddress"
            aria-label={ADDRESS_TEXTS.detailLabel}
            placeholder={ADDRESS_TEXTS.detailPlaceholder}
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={120}
            value={form.values.detailedaddress}
            onChange={form.field('detailedaddress').onChange}
            onBlur={form.field('detailedaddress').onBlur}
          />
        </List.Item>
        <List.Item
          extra={
            <Switch
              checked={isDefault}
              onChange={setIsDefault}
              aria-label={ADDRESS_TEXTS.defaultLabel}
            />
          }
        >
          {ADDRESS_TEXTS.defaultLabel}
        </List.Item>
      </FieldList>
      <div style={{ padding: 24, display: 'grid', gap: 12 }}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={busy}
          disabled={busy}
          onClick={() => void save()}
        >
          {ADDRESS_TEXTS.save}
        </Button>
        {editorId && (
          <Button
            block
            color="danger"
            fill="outline"
            size="large"
            shape="rounded"
            disabled={busy || !editing}
            onClick={() => void remove()}
          >
            {ADDRESS_TEXTS.delete}
          </Button>
        )}
      </div>
      <CascadePicker
        title={ADDRESS_TEXTS.areaLabel}
        options={options}
        visible={picking}
        value={area ? areaCodes(area) : []}
        onClose={() => setPicking(false)}
        onConfirm={(codes) => {
          const chosen = tree
            ? areaFromCodes(
                tree,
                codes.filter((code): code is string => typeof code === 'string'),
              )
            : null;
          if (chosen) {
            setArea(chosen);
            setAreaError(undefined);
          }
        }}
      />
    </AccountLayout>
  );
}
