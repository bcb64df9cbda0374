import {
  Badge,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { WireProcessStatus } from '@tessera/protocol';
import { useNavigation } from '@tessera/react';
import { PROCESS_STATUS_FILTERS } from '../../approval/approvalListModel.js';
import { readApprovalListPage } from '../../approval/approvalPages.js';
import {
  APPROVAL_LIST_TABS,
  APPROVAL_TEXTS,
  PROCESS_STATUS_TEXTS,
  type ApprovalListType,
} from '../../approval/approvalTexts.js';
import { useApprovalCalls } from '../../react/useApprovalCalls.js';
import { useApprovalList } from '../../react/useApprovalList.js';
import { ApprovalFailed, ApprovalFrame, ApprovalLoading, StatusChip } from './ApprovalParts.js';

/** 待办 with the viewer's waiting tasks as a badge (live over the app's socket). */
function TodoTabLabel({ count }: { count: number }) {
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      data-testid="todo-count"
      sx={{ pr: 1.5, '& .MuiBadge-badge': { right: 2, top: 2 } }}
    >
      {APPROVAL_LIST_TABS.todo}
    </Badge>
  );
}

/**
 * /frame/approval-list?type=apply|todo|cc|done (ours): my applications, my todo, copied to me and
 * done as tabs, a table per list (the processStatus filter on the instance lists); a row opens
 * /frame/approval-detail (`type=todo` from the todo list). 发起审批 opens the start page. The 待办
 * tab shows the viewer's waiting tasks, live; the todo list reloads when they change.
 */
export function ApprovalListPage({ search }: { search: URLSearchParams }) {
  const page = readApprovalListPage(search);
  const { query, type, processStatus, carried } = page;
  const calls = useApprovalCalls(query);
  const navigation = useNavigation();
  const list = useApprovalList({ calls, type, processStatus, carried });
  const go = (next: ApprovalListType, status?: WireProcessStatus | '') =>
    navigation?.navigate(page.tabHref(next, status), { replace: true });
  const todo = type === 'todo';
  return (
    <ApprovalFrame
      calls={calls}
      title={query.title || APPROVAL_TEXTS.listTitle}
      actions={
        <Button
          variant="contained"
          onClick={() => navigation?.navigate(page.startHref)}
          data-testid="approval-new"
        >
          {APPROVAL_TEXTS.startTitle}
        </Button>
      }
      testId="approval-list"
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Stack
          direction="row"
          alignItems="center"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          spacing={2}
        >
          <Tabs
            value={type}
            onChange={(_event, next: ApprovalListType) => go(next)}
            sx={{ flex: 1 }}
          >
            {(Object.keys(APPROVAL_LIST_TABS) as ApprovalListType[]).map((key) => (
              <Tab
                key={key}
                value={key}
                label={
                  key === 'todo' && list.todoCount !== null ? (
                    <TodoTabLabel count={list.todoCount} />
                  ) : (
                    APPROVAL_LIST_TABS[key]
                  )
                }
                data-testid={`tab-${key}`}
              />
            ))}
          </Tabs>
          {!todo && (
            <TextField
              select
              size="small"
              label="状态"
              value={processStatus}
              onChange={(event) => go(type, event.target.value as WireProcessStatus | '')}
              sx={{ minWidth: 120 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {PROCESS_STATUS_FILTERS.map((status) => (
                <MenuItem key={status || 'all'} value={status}>
                  {status ? PROCESS_STATUS_TEXTS[status] : APPROVAL_TEXTS.allStatuses}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {list.state === 'loading' && (
          <Box sx={{ p: 2 }}>
            <ApprovalLoading />
          </Box>
        )}
        {list.state === 'failed' && (
          <Box sx={{ p: 2 }}>
            <ApprovalFailed onRetry={() => void list.refresh()} />
          </Box>
        )}
        {list.state === 'ready' && (
          <TableContainer>
            <Table size="medium">
              <TableHead
                sx={{
                  bgcolor: 'grey.50',
                  '& .MuiTableCell-head': { color: 'text.secondary', fontWeight: 600, py: 1.25 },
                }}
              >
                <TableRow>
                  <TableCell>审批</TableCell>
                  <TableCell>{APPROVAL_TEXTS.applicant}</TableCell>
                  <TableCell>{todo ? APPROVAL_TEXTS.currentStep : '状态'}</TableCell>
                  {!todo && <TableCell>{APPROVAL_TEXTS.currentStep}</TableCell>}
                  <TableCell>
                    {type === 'done' ? '处理时间' : todo ? '到达时间' : APPROVAL_TEXTS.startedAt}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                      {list.emptyText}
                    </TableCell>
                  </TableRow>
                )}
                {list.rows.map((row) => (
                  <TableRow
                    key={row.key}
                    hover
                    onClick={() => navigation?.navigate(row.href)}
                    sx={{ cursor: 'pointer' }}
                    data-testid="approval-row"
                    data-instance={row.instanceId}
                  >
                    <TableCell>
                      <Stack direction="row" spacing={1} alignItems="center">
                        {row.unread && (
                          <Badge color="error" variant="dot" aria-label={APPROVAL_TEXTS.unread} />
                        )}
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {row.workflowName}
                        </Typography>
                        {row.urged && <StatusChip text={APPROVAL_TEXTS.urgedTag} tone="warning" />}
                      </Stack>
                    </TableCell>
                    <TableCell>{row.applicantName}</TableCell>
                    <TableCell>
                      {todo ? (
                        row.currentStep
                      ) : (
                        <StatusChip text={row.statusText} tone={row.tone} />
                      )}
                    </TableCell>
                    {!todo && (
                      <TableCell>
                        {row.currentStep || '—'}
                        {row.approvers && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {row.approvers}
                          </Typography>
                        )}
                      </TableCell>
                    )}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </ApprovalFrame>
  );
}
