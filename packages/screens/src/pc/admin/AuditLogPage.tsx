import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { AuditConfigEntry, AuditEntry } from '@tessera/protocol';
import {
  NO_AUDIT_FILTERS,
  type AuditFilters,
  type AuditLogModel,
} from '../../admin/auditLogModel.js';
import { AUDIT_LOG_TEXTS as T } from '../../admin/auditLogTexts.js';
import { useAuditLog } from '../../react/useSecurityAdmin.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { AdminFilterBar, AdminPager } from './AdminListBar.js';
import { saveBlob } from './saveBlob.js';

type Notice = { severity: 'error' | 'success'; text: string };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const localTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
/** A `datetime-local` value as ISO 8601 (the browser's zone), blank kept blank. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

function ResultChip({ result }: { result: AuditEntry['result'] }) {
  return (
    <Chip
      size="small"
      label={T.results[result]}
      color={result === 'failure' ? 'error' : 'success'}
      variant="outlined"
    />
  );
}

/** A JSON value as people read it: pretty-printed, or （无）. */
function JsonBlock({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        minHeight: 48,
      }}
    >
      {value === null || value === undefined ? T.none : JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** The detail of an entry: who, whom, when, what, from where, and before → after. */
function EntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { before, after, ...other } = entry.detail;
  const changed = 'before' in entry.detail || 'after' in entry.detail;
  const row = (label: string, value: ReactNode) => (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ width: 72, color: 'text.secondary', flex: 'none' }}>{label}</Typography>
      <Typography component="div">{value}</Typography>
    </Stack>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="audit-detail">
      <DialogTitle>{T.detail}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.25} sx={{ mb: 2 }}>
          {row(T.when, localTime(entry.at))}
          {row(
            T.what,
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{entry.label}</span>
              <ResultChip result={entry.result} />
            </Stack>,
          )}
          {row(T.who, entry.actorName ?? entry.actorId ?? T.none)}
          {row(T.whom, entry.userName ?? entry.userId ?? T.none)}
          {row(T.ip, entry.ip ?? T.none)}
        </Stack>
        {changed && (
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }} data-testid="audit-before">
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {T.before}
              </Typography>
              <JsonBlock value={before} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }} data-testid="audit-after">
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {T.after}
              </Typography>
              <JsonBlock value={after} />
            </Box>
          </Stack>
        )}
        {Object.keys(other).length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {T.other}
            </Typography>
            <JsonBlock value={other} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 审计配置: a switch per action; the configuration's own changes cannot be switched off. */
function ConfigDialog({
  config,
  model,
  onClose,
  onSaved,
}: {
  config: AuditConfigEntry[];
  model: AuditLogModel;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [recorded, setRecorded] = useState(
    () =>
      Object.fromEntries(config.map((entry) => [entry.action, entry.recorded])) as Record<
        string,
        boolean
      >,
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await model.saveConfig(recorded);
      onSaved();
      onClose();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="audit-config">
      <DialogTitle>{T.config}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {T.configHelp}
        </Typography>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 1 }}>
          {config.map((entry) => (
            <FormControlLabel
              key={entry.action}
              label={entry.label}
              disabled={!entry.configurable}
              control={
                <Switch
                  size="small"
                  checked={recorded[entry.action] ?? true}
                  onChange={(event) =>
                    setRecorded((before) => ({ ...before, [entry.action]: event.target.checked }))
                  }
                />
              }
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disableElevation disabled={busy} onClick={() => void save()}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 审计日志 (issue 27; spec 2 §7.3 "Audit"): search by user, action, result, address and time,
 * paged, newest first; the detail of an entry; the search as .xlsx; what is recorded.
 */
export function AuditLogPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useAuditLog();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const frame = (body: ReactNode) => (
    <ConsoleFrame title={title} nav={nav} header={header} testId="audit-log">
      {body}
    </ConsoleFrame>
  );
  if (snapshot.state === 'failed' && snapshot.denied) {
    return frame(
      <Box sx={{ maxWidth: 560, mx: 'auto', p: 6 }}>
        <Alert severity="error" data-testid="audit-log-denied">
          {snapshot.error}
        </Alert>
      </Box>,
    );
  }
  const set = (patch: Partial<AuditFilters>) => setFilters((before) => ({ ...before, ...patch }));
  const fail = (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) });
  const search = () => {
    setNotice(null);
    model
      .search({ ...filters, beginTime: isoOf(filters.beginTime), endTime: isoOf(filters.endTime) })
      .catch(fail);
  };

  return frame(
    <Box sx={{ p: 3 }}>
      <AdminFilterBar
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => model.download().then((blob) => saveBlob(blob, T.fileName), fail)}
            >
              {T.download}
            </Button>
            <Button
              variant="outlined"
              startIcon={<SettingsOutlinedIcon />}
              onClick={() => model.loadConfig().then(() => setConfigOpen(true), fail)}
            >
              {T.config}
            </Button>
          </>
        }
      >
        <TextField
          size="small"
          label={T.user}
          placeholder={T.userHelp}
          value={filters.userKeyWord}
          onChange={(event) => set({ userKeyWord: event.target.value })}
          onKeyDown={(event) => event.key === 'Enter' && search()}
          sx={{ width: 220 }}
        />
        <TextField
          select
          size="small"
          label={T.action}
          value={filters.action}
          onChange={(event) => set({ action: event.target.value })}
          sx={{ width: 180 }}
          slotProps={{
            select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
          }}
        >
          <MenuItem value="">{T.allActions}</MenuItem>
          {snapshot.actions.map((action) => (
            <MenuItem key={action.action} value={action.action}>
              {action.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.result}
          value={filters.result}
          onChange={(event) => set({ result: event.target.value as AuditFilters['result'] })}
          sx={{ width: 120 }}
        >
          <MenuItem value="">{T.allResults}</MenuItem>
          <MenuItem value="success">{T.results.success}</MenuItem>
          <MenuItem value="failure">{T.results.failure}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={T.ip}
          placeholder={T.ipHelp}
          value={filters.ip}
          onChange={(event) => set({ ip: event.target.value })}
          onKeyDown={(event) => event.key === 'Enter' && search()}
          sx={{ width: 160 }}
        />
        {(['beginTime', 'endTime'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            type="datetime-local"
            label={T[name]}
            value={filters[name]}
            onChange={(event) => set({ [name]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 210 }}
          />
        ))}
        <Button variant="contained" disableElevation startIcon={<SearchIcon />} onClick={search}>
          {T.search}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            setFilters(NO_AUDIT_FILTERS);
            void model.search(NO_AUDIT_FILTERS);
          }}
        >
          {T.clear}
        </Button>
      </AdminFilterBar>
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="audit-notice"
        >
          {notice.text}
        </Alert>
      )}
      {snapshot.state === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {snapshot.error}
        </Alert>
      )}
      <Paper variant="outlined">
        <Table size="small" data-testid="audit-table">
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
              <TableCell sx={{ width: 180 }}>{T.columns.at}</TableCell>
              <TableCell>{T.columns.action}</TableCell>
              <TableCell sx={{ width: 90 }}>{T.columns.result}</TableCell>
              <TableCell>{T.columns.user}</TableCell>
              <TableCell>{T.columns.actor}</TableCell>
              <TableCell>{T.columns.ip}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {snapshot.state === 'loading' && snapshot.entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 6 }}>
                  <CircularProgress size={28} />
                </TableCell>
              </TableRow>
            ) : snapshot.entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {T.empty}
                </TableCell>
              </TableRow>
            ) : (
              snapshot.entries.map((entry) => (
                <TableRow
                  key={entry.id}
                  hover
                  onClick={() => model.open(entry)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="audit-row"
                >
                  <TableCell>{localTime(entry.at)}</TableCell>
                  <TableCell>{entry.label}</TableCell>
                  <TableCell>
                    <ResultChip result={entry.result} />
                  </TableCell>
                  <TableCell>{entry.userName ?? ''}</TableCell>
                  <TableCell>{entry.actorName ?? ''}</TableCell>
                  <TableCell>{entry.ip ?? ''}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <AdminPager
          total={snapshot.total}
          pageIndex={snapshot.pageIndex}
          pageSize={snapshot.pageSize}
          onPage={(pageIndex, pageSize) => void model.page(pageIndex, pageSize)}
        />
      </Paper>
      {snapshot.chosen && <EntryDialog entry={snapshot.chosen} onClose={() => model.open(null)} />}
      {configOpen && snapshot.config && (
        <ConfigDialog
          config={snapshot.config}
          model={model}
          onClose={() => setConfigOpen(false)}
          onSaved={() => setNotice({ severity: 'success', text: T.configSaved })}
        />
      )}
    </Box>,
  );
}
