import { Badge, Button, CapsuleTabs, ErrorBlock, PullToRefresh, Tabs, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import type { WireProcessStatus } from '@tessera/protocol';
import { useNavigation } from '@tessera/react';
import { readListType } from '@tessera/widgets';
import { PROCESS_STATUS_FILTERS, type ApprovalListRow } from '../../approval/approvalListModel.js';
import { readApprovalListPage, readProcessStatus } from '../../approval/approvalPages.js';
import {
  APPROVAL_LIST_TABS,
  APPROVAL_TEXTS,
  PROCESS_STATUS_TEXTS,
  type ApprovalListType,
} from '../../approval/approvalTexts.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalList } from '../../react/useApprovalList.js';
import { ApprovalFailed, ApprovalFrame, ApprovalLoading } from './ApprovalFrame.js';
import { TONE_COLORS } from './ApprovalDetailPage.js';

function Row({ row, onOpen }: { row: ApprovalListRow; onOpen: () => void }) {
  return (
    <div
      role="button"
      tabIndex={0}
      onClick={onOpen}
      data-testid="approval-row"
      data-instance={row.instanceId}
      style={{ margin: '12px 12px 0', background: '#fff', borderRadius: 8, padding: '14px 16px' }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
      >
        <span style={{ fontSize: 16, fontWeight: 600, color: '#1a1a1a' }}>
          {row.unread && (
            <span
              aria-label={APPROVAL_TEXTS.unread}
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: 4,
                background: 'var(--adm-color-danger)',
                marginRight: 6,
                verticalAlign: 'middle',
              }}
            />
          )}
          {row.workflowName}
        </span>
        <span style={{ display: 'flex', gap: 4 }}>
          {row.urged && (
            <Tag color="warning" fill="solid">
              {APPROVAL_TEXTS.urgedTag}
            </Tag>
          )}
          <Tag color={TONE_COLORS[row.tone]} fill="outline" data-testid="row-status">
            {row.statusText}
          </Tag>
        </span>
      </div>
      <div style={{ marginTop: 8, fontSize: 13, color: '#646566', lineHeight: 1.7 }}>
        <div>
          {APPROVAL_TEXTS.applicant}：<span data-testid="row-applicant">{row.applicantName}</span>
        </div>
        {row.currentStep && (
          <div data-testid="row-step">
            {APPROVAL_TEXTS.currentStep}：{row.currentStep}
            {row.approvers && `（${row.approvers}）`}
          </div>
        )}
        <div style={{ color: '#969799' }}>{row.time}</div>
      </div>
    </div>
  );
}

/**
 * /frame/approval-list?type=apply|todo|cc|done (ours): tabs 我的申请 / 待办 / 抄送我的 / 已办, a
 * processStatus filter on the instance lists, pull to refresh; a row opens the detail page. The
 * 待办 tab shows the viewer's waiting tasks, live; the todo list reloads when they change.
 */
export function ApprovalListPage({ search }: { search: URLSearchParams }) {
  const page = readApprovalListPage(search);
  const { query, type, processStatus, carried } = page;
  const calls = useApprovalCalls(query);
  const navigation = useNavigation();
  const list = useApprovalList({ calls, type, processStatus, carried });
  const go = (next: ApprovalListType, status: WireProcessStatus | '' = '') =>
    navigation?.navigate(page.tabHref(next, status), { replace: true });
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.listTitle}
      testId="approval-list"
      right={
        <Button
          size="mini"
          fill="none"
          aria-label={APPROVAL_TEXTS.startTitle}
          onClick={() => navigation?.navigate(page.startHref)}
          style={{ fontSize: 20, padding: 0 }}
        >
          <AddOutline />
        </Button>
      }
    >
      <div style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 5 }}>
        <Tabs activeKey={type} onChange={(key) => go(readListType(key))}>
          {(Object.keys(APPROVAL_LIST_TABS) as ApprovalListType[]).map((key) => (
            <Tabs.Tab
              key={key}
              title={
                key === 'todo' && list.todoCount ? (
                  <Badge
                    content={list.todoCount > 99 ? '99+' : list.todoCount}
                    style={{ '--right': '-10px', '--top': '2px' }}
                    data-testid="todo-count"
                  >
                    {APPROVAL_LIST_TABS[key]}
                  </Badge>
                ) : (
                  APPROVAL_LIST_TABS[key]
                )
              }
            />
          ))}
        </Tabs>
        {type !== 'todo' && (
          <CapsuleTabs
            activeKey={processStatus || 'all'}
            onChange={(key) => go(type, readProcessStatus(key))}
          >
            {PROCESS_STATUS_FILTERS.map((status) => (
              <CapsuleTabs.Tab
                key={status || 'all'}
                title={status ? PROCESS_STATUS_TEXTS[status] : APPROVAL_TEXTS.allStatuses}
              />
            ))}
          </CapsuleTabs>
        )}
      </div>
      <PullToRefresh onRefresh={list.refresh}>
        <div
          style={{ minHeight: '60vh', paddingBottom: 24 }}
          data-testid={`approval-list-${type}`}
          data-state={list.state}
        >
          {list.state === 'loading' && <ApprovalLoading />}
          {list.state === 'failed' && <ApprovalFailed />}
          {list.state === 'ready' && list.rows.length === 0 && (
            <ErrorBlock
              status="empty"
              title={list.emptyText}
              description=""
              style={{ marginTop: 48 }}
            />
          )}
          {list.state === 'ready' &&
            list.rows.map((row) => (
              <Row key={row.key} row={row} onOpen={() => navigation?.navigate(row.href)} />
            ))}
        </div>
      </PullToRefresh>
    </ApprovalFrame>
  );
}
