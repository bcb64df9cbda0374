import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { OrganisationItemKind } from '@tessera/api';
import type { NamedItem } from '@tessera/protocol';
import {
  checkOrganisationItemForm,
  ORGANISATION_ITEM_TEXTS as T,
  organisationItemFormOf,
  type OrganisationItemFormValues,
  type OrganisationItemsSnapshot,
} from '../../admin/organisationItemsModel.js';
import { userDisplayName } from '../../admin/userAdminTexts.js';
import { useOrganisationItems } from '../../react/useOrganisationItems.js';
import { ConsoleFrame } from '../ConsoleFrame.js';
import { AdminFilterBar } from './AdminListBar.js';
import { PanelList } from './PanelList.js';
import { RowAction } from './RowAction.js';
import { ScreenNotice, type Notice } from './ScreenNotice.js';
import { ConfirmDialog } from './UserActionDialogs.js';

type Open =
  { kind: 'add' } | { kind: 'edit'; item: NamedItem } | { kind: 'remove'; item: NamedItem } | null;
const KINDS: OrganisationItemKind[] = ['post', 'rank', 'tag'];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 新增 / 编辑 a post, rank or tag: name and sort; the server's refusal stays in the dialog. */
function ItemDialog({
  kind,
  item,
  onClose,
  onSave,
}: {
  kind: OrganisationItemKind;
  item: NamedItem | null;
  onClose: () => void;
  onSave: (values: OrganisationItemFormValues) => Promise<unknown>;
}) {
  const label = T.kinds[kind];
  const [values, setValues] = useState(() => organisationItemFormOf(item));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'sort', string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found = checkOrganisationItemForm(kind, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'name' | 'sort') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((before) => ({ ...before, [name]: event.target.value }));
      setErrors((before) => ({ ...before, [name]: undefined }));
    },
    error: errors[name] !== undefined,
    helperText: errors[name],
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="item-dialog">
      <DialogTitle>{item ? T.edit(label) : T.add(label)}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="item-dialog-refusal">
            {refusal}
          </Alert>
        )}
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField label={T.name(label)} required autoFocus {...field('name')} />
          <TextField label={T.sort} {...field('sort')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disableElevation onClick={() => void save()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The chosen tag's users. */
function TagUsers({ snapshot, tag }: { snapshot: OrganisationItemsSnapshot; tag: NamedItem }) {
  return (
    <Paper variant="outlined" sx={{ width: 360, flexShrink: 0 }} data-testid="tag-users">
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {T.users} · {tag.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          共 {snapshot.userTotal} 人
        </Typography>
      </Box>
      <PanelList
        loading={snapshot.usersState === 'loading'}
        count={snapshot.users.length}
        emptyText={T.noUsers}
      >
        <Box>
          {snapshot.users.map((user) => (
            <Stack
              key={user.id}
              direction="row"
              spacing={1.5}
              alignItems="center"
              sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
              data-testid="tag-user"
            >
              <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.light' }}>
                {userDisplayName(user).slice(0, 1)}
              </Avatar>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {userDisplayName(user)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[user.phone, user.departments.map((d) => d.label).join('、')]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      </PanelList>
    </Paper>
  );
}

/**
 * /admin/structure, posts (jobs), ranks and tags of the administration console (spec 2 §3 "Tag,
 * job, rank", §7.3 "Tags, jobs, ranks"; README "Administration console"): a tab per kind, its
 * list searched by name, 新增 / 编辑 / 启用 / 停用 / 删除 (asked first, naming how many users
 * lose it), and a chosen tag's users beside the list.
 */
export function OrganisationItemsPage({
  header,
  nav,
  title = T.title,
}: {
  header?: ReactNode;
  nav?: ReactNode;
  title?: string;
}) {
  const [snapshot, model] = useOrganisationItems();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [keyWord, setKeyWord] = useState('');
  const label = T.kinds[snapshot.kind];
  const run = (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    action().then(
      () => setNotice({ severity: 'success', text: success }),
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const chosen =
    snapshot.kind === 'tag'
      ? (snapshot.items.find((each) => each.id === snapshot.chosenId) ?? null)
      : null;
  const search = () => void model.search(keyWord);

  return (
    <ConsoleFrame title={title} nav={nav} header={header} testId="organisation-items">
      <Box sx={{ p: 3 }}>
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Tabs
            value={snapshot.kind}
            onChange={(_event, kind: OrganisationItemKind) => {
              setNotice(null);
              setKeyWord('');
              void model.show(kind);
            }}
            sx={{ px: 2 }}
          >
            {KINDS.map((kind) => (
              <Tab key={kind} value={kind} label={T.kinds[kind]} />
            ))}
          </Tabs>
        </Paper>
        <AdminFilterBar
          actions={
            <>
              <Tooltip title="刷新">
                <IconButton onClick={() => void model.reload()} aria-label="刷新">
                  <RefreshIcon />
                </IconButton>
              </Tooltip>
              <Button
                variant="contained"
                disableElevation
                startIcon={<AddIcon />}
                onClick={() => setOpen({ kind: 'add' })}
              >
                {T.add(label)}
              </Button>
            </>
          }
        >
          <TextField
            size="small"
            placeholder={T.name(label)}
            value={keyWord}
            onChange={(event) => setKeyWord(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search();
            }}
            slotProps={{
              htmlInput: { 'aria-label': T.name(label) },
              input: {
                startAdornment: (
                  <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.disabled' }} />
                ),
              },
            }}
            sx={{ width: 280, bgcolor: 'background.paper' }}
          />
          <Button variant="contained" disableElevation onClick={search}>
            {T.search}
          </Button>
        </AdminFilterBar>
        <ScreenNotice
          notice={notice}
          onClose={() => setNotice(null)}
          failure={snapshot.state === 'failed' ? snapshot.error : null}
          testId="items-notice"
        />
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
            <Table size="small" data-testid="items-table">
              <TableHead>
                <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
                  <TableCell>{T.name(label)}</TableCell>
                  <TableCell>状态</TableCell>
                  <TableCell>{T.holders}</TableCell>
                  <TableCell>{T.sort}</TableCell>
                  <TableCell align="right">操作</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {snapshot.state === 'loading' && snapshot.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} align="center" sx={{ py: 6 }}>
                      <CircularProgress size={28} />
                    </TableCell>
                  </TableRow>
                ) : snapshot.items.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                      {T.empty(label)}
                    </TableCell>
                  </TableRow>
                ) : (
                  snapshot.items.map((item) => (
                    <TableRow
                      key={item.id}
                      hover
                      selected={item.id === snapshot.chosenId}
                      onClick={() => snapshot.kind === 'tag' && void model.choose(item.id)}
                      sx={{ cursor: snapshot.kind === 'tag' ? 'pointer' : 'default' }}
                      data-testid="item-row"
                      data-item={item.name}
                    >
                      <TableCell sx={{ fontWeight: 600 }}>{item.name}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={item.isEnable ? '已启用' : '已停用'}
                          color={item.isEnable ? 'success' : 'default'}
                          variant={item.isEnable ? 'outlined' : 'filled'}
                        />
                      </TableCell>
                      <TableCell>{item.userCount} 人</TableCell>
                      <TableCell sx={{ color: 'text.secondary' }}>{item.sort}</TableCell>
                      <TableCell
                        align="right"
                        sx={{ whiteSpace: 'nowrap' }}
                        onClick={(event) => event.stopPropagation()}
                      >
                        <RowAction
                          label={T.edit(label)}
                          icon={<EditOutlinedIcon fontSize="small" />}
                          onClick={() => setOpen({ kind: 'edit', item })}
                        />
                        <RowAction
                          label={item.isEnable ? T.disable : T.enable}
                          icon={
                            item.isEnable ? (
                              <BlockIcon fontSize="small" />
                            ) : (
                              <CheckCircleOutlineIcon fontSize="small" color="success" />
                            )
                          }
                          disabled={snapshot.busy}
                          onClick={() =>
                            run(
                              () => model.setEnabled(item.id, !item.isEnable),
                              item.isEnable ? T.disabled(item.name) : T.enabled(item.name),
                            )
                          }
                        />
                        <RowAction
                          label={T.remove}
                          icon={<DeleteOutlineIcon fontSize="small" />}
                          onClick={() => setOpen({ kind: 'remove', item })}
                          danger
                        />
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
            >
              共 {snapshot.items.length} 个{label}
              {snapshot.kind === 'tag' && !chosen ? ` · ${T.chooseTag}` : ''}
            </Typography>
          </Paper>
          {chosen && <TagUsers snapshot={snapshot} tag={chosen} />}
        </Stack>
      </Box>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ItemDialog
          kind={snapshot.kind}
          item={open.kind === 'edit' ? open.item : null}
          onClose={() => setOpen(null)}
          onSave={async (values) => {
            const before = open.kind === 'edit' ? open.item : null;
            const saved = await model.save(values, before);
            setNotice({
              severity: 'success',
              text: before ? T.saved(saved.name) : T.added(saved.name),
            });
          }}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={T.remove}
          text={T.confirmRemove(label, open.item.name, open.item.userCount)}
          confirm={T.remove}
          danger
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await model.remove(open.item.id);
            setNotice({ severity: 'success', text: T.removed(open.item.name) });
          }}
        />
      )}
    </ConsoleFrame>
  );
}
