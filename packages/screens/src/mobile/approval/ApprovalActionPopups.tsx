import { useState } from 'react';
import {
  Button,
  CheckList,
  ErrorBlock,
  Popup,
  Radio,
  SearchBar,
  Selector,
  Space,
  SpinLoading,
} from 'antd-mobile';
import { addSignChoices } from '../../approval/addSignChoices.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import type { ApprovalDetail } from '../../react/useApprovalDetail.js';
import { useAssigneeSearch } from '../../react/useAssigneeSearch.js';
import { useLoad } from '../../react/useModel.js';

const BODY = { maxHeight: '60vh', overflowY: 'auto' } as const;

function PopupHead({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: '14px 16px',
        borderBottom: '1px solid #f2f3f5',
        fontSize: 16,
        fontWeight: 600,
      }}
    >
      <span>{title}</span>
      <a
        role="button"
        onClick={onClose}
        style={{ fontSize: 14, fontWeight: 400, color: '#969799' }}
      >
        {APPROVAL_TEXTS.cancelDialog}
      </a>
    </div>
  );
}

function ConfirmBar(props: { disabled: boolean; loading: boolean; onConfirm: () => void }) {
  return (
    <div style={{ padding: 16 }}>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={props.disabled}
        loading={props.loading}
        onClick={props.onConfirm}
        data-testid="popup-confirm"
      >
        {APPROVAL_TEXTS.confirm}
      </Button>
    </div>
  );
}

/** 退回: the steps BACK may return to (GetWorkFlowProHisStep), one picked. */
export function BackPopup({
  detail,
  visible,
  onClose,
}: {
  detail: ApprovalDetail;
  visible: boolean;
  onClose: () => void;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {visible && <BackBody detail={detail} onClose={onClose} />}
    </Popup>
  );
}

function BackBody({ detail, onClose }: { detail: ApprovalDetail; onClose: () => void }) {
  // Loaded once per opening.
  const targets = useLoad(detail.loadBackTargets, []).value;
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div data-testid="back-popup">
      <PopupHead title={APPROVAL_TEXTS.backTarget} onClose={onClose} />
      <div style={BODY}>
        {targets === null && <SpinLoading style={{ margin: '24px auto' }} />}
        {targets !== null && targets.length === 0 && (
          <ErrorBlock status="empty" title={APPROVAL_TEXTS.chooseStep} description="" />
        )}
        {targets !== null && targets.length > 0 && (
          <Radio.Group value={picked} onChange={(value) => setPicked(value as string)}>
            <Space direction="vertical" block style={{ padding: '12px 16px' }}>
              {targets.map((target) => (
                <Radio key={target.stepUuid} value={target.stepUuid} block>
                  {target.isStart && target.stepName !== APPROVAL_TEXTS.backToApplicant
                    ? `${target.stepName}（${APPROVAL_TEXTS.backToApplicant}）`
                    : target.stepName}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </div>
      <ConfirmBar
        disabled={!picked}
        loading={detail.busy}
        onConfirm={() => void detail.back(picked!).then((ok) => ok && onClose())}
      />
    </div>
  );
}

/** Which user popup is open: 转办 (one user), 加签 (users and a position) or 抄送 (users). */
export type UserPopupKind = 'TRANSFER' | 'ADD_SIGN' | 'CC';

const TITLES: Record<UserPopupKind, string> = {
  TRANSFER: APPROVAL_TEXTS.transferTo,
  ADD_SIGN: APPROVAL_TEXTS.signUsers,
  CC: APPROVAL_TEXTS.ccUsers,
};

/** 转办 / 加签 / 抄送: users from queryassigneelist (searched by name), and 加签's position. */
export function UserPopup({
  detail,
  kind,
  onClose,
}: {
  detail: ApprovalDetail;
  kind: UserPopupKind | null;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={kind !== null}
      onMaskClick={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {kind && <UserBody key={kind} detail={detail} kind={kind} onClose={onClose} />}
    </Popup>
  );
}

function UserBody({
  detail,
  kind,
  onClose,
}: {
  detail: ApprovalDetail;
  kind: UserPopupKind;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [chosenPosition, setPosition] = useState<'before' | 'after' | null>(null);
  // Loaded once per opening; the search runs on opening and as the user types.
  const conf = useLoad(
    () => (kind === 'ADD_SIGN' ? detail.loadAddSignConf() : Promise.resolve(null)),
    [],
  ).value;
  const [{ keyWord, found }, search] = useAssigneeSearch(detail.searchAssignees, (typed) =>
    typed ? 250 : 0,
  );
  const users = found && found.keyWord === keyWord ? found.users : null;
  const { positions, position } = addSignChoices(conf, { position: chosenPosition });

  const confirm = async () => {
    let ok = false;
    if (kind === 'TRANSFER') ok = await detail.transfer(picked[0]!, search.nameOf(picked[0]!));
    if (kind === 'ADD_SIGN') ok = await detail.addSign({ position, userIds: picked });
    if (kind === 'CC') ok = await detail.carbonCopy(picked);
    if (ok) onClose();
  };
  return (
    <div data-testid="user-popup">
      <PopupHead title={TITLES[kind]} onClose={onClose} />
      {kind === 'ADD_SIGN' && (
        <div style={{ padding: '12px 16px 0' }}>
          <Selector
            columns={2}
            options={positions.map((value) => ({
              label: value === 'before' ? APPROVAL_TEXTS.signBefore : APPROVAL_TEXTS.signAfter,
              value,
            }))}
            value={[position]}
            onChange={(value) => value[0] && setPosition(value[0])}
          />
        </div>
      )}
      <div style={{ padding: '12px 16px 4px' }}>
        <SearchBar
          placeholder={APPROVAL_TEXTS.searchUser}
          value={keyWord}
          onChange={search.setKeyWord}
        />
      </div>
      <div style={BODY}>
        {users === null && <SpinLoading style={{ margin: '24px auto' }} />}
        {users !== null && users.length === 0 && (
          <ErrorBlock status="empty" title={APPROVAL_TEXTS.empty} description="" />
        )}
        {users !== null && users.length > 0 && (
          <CheckList
            multiple={kind !== 'TRANSFER'}
            value={picked}
            onChange={(value) => setPicked(value as string[])}
          >
            {users.map((user) => (
              <CheckList.Item
                key={user.userId}
                value={user.userId}
                description={user.departmentNames.join('、') || undefined}
              >
                <span data-testid="candidate-name">{user.userName}</span>
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </div>
      <ConfirmBar
        disabled={picked.length === 0}
        loading={detail.busy}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
