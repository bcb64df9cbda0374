import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import type { ScheduledTask } from '@tessera/protocol';
import { TASK_LOG_PAGE_SIZE, TASK_TEXTS as T } from '../../admin/scheduledTasksModel.js';
import { useScheduledTasks } from '../../react/useSecurityAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { AdminPager } from './AdminListBar.js';

type Notice = { severity: 'error' | 'success'; text: string };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const localTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : T.never;

function StateChip({ task }: { task: ScheduledTask }) {
  return (
    <Chip
      size="small"
      label={task.enabled ? T.running : T.stopped}
      color={task.enabled ? 'success' : 'default'}
      variant="outlined"
    />
  );
}

/**
 * 定时任务 (issue 27; spec 2 §7.3 "Tasks"): the server's tasks with their state, interval, last
 * and next run; 启动 (runs it now) and 停止; a chosen task's runs beside the list.
 */
export function ScheduledTasksPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useScheduledTasks();
  const [notice, setNotice] = useState<Notice | null>(null);
  const frame = (body: ReactNode) => (
    <ConsoleFrame title={title} nav={nav} header={header} testId="scheduled-tasks">
      {body}
    </ConsoleFrame>
  );
  if (snapshot.state === 'failed' && snapshot.denied) {
    return frame(
      <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
        <Alert severity="error">{snapshot.error}</Alert>
      </Box>,
    );
  }
  const toggle = (task: ScheduledTask) => {
    setNotice(null);
    model.setRunning(task.jobId, !task.enabled).then(
      () =>
        setNotice({
          severity: 'success',
          text: task.enabled ? T.stoppedNotice(task.name) : T.started(task.name),
        }),
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const chosen = snapshot.tasks.find((task) => task.jobId === snapshot.chosenId) ?? null;

  return frame(
    <Box sx={{ p: 3 }}>
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="tasks-notice"
        >
          {notice.text}
        </Alert>
      )}
      {snapshot.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {snapshot.error}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Paper variant="outlined" sx={{ flex: 3, minWidth: 0 }}>
          <Table size="small" data-testid="tasks-table">
            <TableHead>
              <TableRow
                sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}
              >
                <TableCell>{T.columns.name}</TableCell>
                <TableCell>{T.columns.interval}</TableCell>
                <TableCell>{T.columns.state}</TableCell>
                <TableCell>{T.columns.lastRun}</TableCell>
                <TableCell>{T.columns.nextRun}</TableCell>
                <TableCell align="right">操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {snapshot.state === 'loading' && snapshot.tasks.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center" sx={{ py: 6 }}>
                    <CircularProgress size={28} />
                  </TableCell>
                </TableRow>
              ) : (
                snapshot.tasks.map((task) => (
                  <TableRow
                    key={task.jobId}
                    hover
                    selected={task.jobId === snapshot.chosenId}
                    onClick={() => void model.choose(task.jobId)}
                    sx={{ cursor: 'pointer' }}
                    data-testid="task-row"
                    data-task={task.jobId}
                  >
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {task.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {task.description}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {T.every(task.intervalSeconds)}
                    </TableCell>
                    <TableCell>
                      <StateChip task={task} />
                    </TableCell>
                    <TableCell>
                      {localTime(task.lastRunAt)}
                      {task.lastResult === 'failure' && (
                        <Chip size="small" color="error" label={T.results.failure} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{task.enabled ? localTime(task.nextRunAt) : '—'}</TableCell>
                    <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                      <Tooltip title={task.enabled ? '' : T.startHelp}>
                        <span>
                          <Button
                            size="small"
                            disabled={snapshot.busy}
                            color={task.enabled ? 'inherit' : 'primary'}
                            startIcon={task.enabled ? <StopIcon /> : <PlayArrowIcon />}
                            onClick={() => toggle(task)}
                          >
                            {task.enabled ? T.stop : T.start}
                          </Button>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Paper>
        <Paper variant="outlined" sx={{ flex: 2, minWidth: 0, p: 2 }} data-testid="task-logs">
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {chosen ? `${T.logs} · ${chosen.name}` : T.logs}
          </Typography>
          {!chosen ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {T.chooseTask}
            </Typography>
          ) : snapshot.runs.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {T.noLogs}
            </Typography>
          ) : (
            <Stack spacing={1}>
              {snapshot.runs.map((run) => (
                <Box
                  key={run.id}
                  sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
                  data-testid="task-run"
                >
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography variant="body2">{localTime(run.startedAt)}</Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={run.result === 'success' ? 'success' : 'error'}
                      label={T.results[run.result]}
                    />
                    <Chip size="small" label={T.triggers[run.trigger]} />
                    <Typography variant="caption" color="text.secondary">
                      {T.affected(run.affected)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {run.message}
                  </Typography>
                </Box>
              ))}
              {snapshot.runTotal > TASK_LOG_PAGE_SIZE && (
                <AdminPager
                  total={snapshot.runTotal}
                  pageIndex={snapshot.runPage}
                  pageSize={TASK_LOG_PAGE_SIZE}
                  pageSizes={[TASK_LOG_PAGE_SIZE]}
                  onPage={(page) => void model.logPage(page)}
                />
              )}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Box>,
  );
}
