import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import type { GrantControl, GrantOperation, Role } from '@tessera/protocol';
import {
  grantTreeView,
  pagesTarget,
  sameSelection,
  wholeTree,
  type CheckState,
} from '../../admin/grantSelection.js';
import type { RoleAdminModel, RoleAdminSnapshot } from '../../admin/roleAdminModel.js';
import { ROLE_ADMIN_TEXTS as T } from '../../admin/roleAdminTexts.js';
import { RolePanel } from './RolePanel.js';

/**
 * A tri-state checkbox and its label (the sub-app, a page type, a page): an icon before the label,
 * its weight, its tooltip, and what follows it (a page's url).
 */
function TriCheck({
  state,
  label,
  onChange,
  weight = 400,
  icon,
  title,
  children,
}: {
  state: CheckState;
  label: string;
  onChange: (on: boolean) => void;
  weight?: number;
  icon?: ReactNode;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" alignItems="center" sx={{ minWidth: 0 }}>
      <Checkbox
        size="small"
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        onChange={() => onChange(state !== 'checked')}
        inputProps={{ 'aria-label': label }}
        sx={{ p: 0.5 }}
      />
      {icon}
      <Typography variant="body2" sx={{ fontWeight: weight }} title={title} noWrap>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** The fold button of a branch. */
function Fold({ open, onClick }: { open: boolean; onClick: () => void }) {
  return (
    <IconButton size="small" aria-label={open ? '收起' : '展开'} onClick={onClick} sx={{ p: 0.25 }}>
      {open ? <ExpandMoreIcon sx={{ fontSize: 18 }} /> : <ChevronRightIcon sx={{ fontSize: 18 }} />}
    </IconButton>
  );
}

/** A grant's checkbox in the tree: an icon, the name, its tags; `marks` name it for tests. */
function GrantCheck({
  name,
  title,
  icon,
  tags = [],
  marks,
  checked,
  onChange,
}: {
  name: string;
  title: string;
  icon: ReactNode;
  tags?: string[];
  marks: Record<`data-${string}`, string>;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Stack direction="row" alignItems="center" sx={{ minWidth: 0 }} title={title} {...marks}>
      <Checkbox
        size="small"
        checked={checked}
        onChange={() => onChange(!checked)}
        inputProps={{ 'aria-label': name }}
        sx={{ p: 0.5 }}
      />
      {icon}
      <Typography variant="body2" color="text.secondary" noWrap>
        {name}
      </Typography>
      {tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant="outlined"
          label={tag}
          sx={{ ml: 0.75, height: 18, fontSize: 11 }}
        />
      ))}
    </Stack>
  );
}

/** A control resource's checkbox: its name and modes, the operations it lets use as the tooltip. */
function ControlCheck({
  control,
  checked,
  onChange,
}: {
  control: GrantControl;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <GrantCheck
      name={control.name}
      title={T.controlHelp(control.operationIds.join('、'))}
      icon={<WidgetsOutlinedIcon sx={{ fontSize: 15, mr: 0.5, color: 'info.main' }} />}
      tags={control.modes.map((mode) => T.controlModes[mode] ?? mode)}
      marks={{ 'data-testid': 'control-grant', 'data-control': control.controlId }}
      checked={checked}
      onChange={onChange}
    />
  );
}

/** An operation's checkbox: its name, its id as the tooltip. */
function OperationCheck({
  operation,
  checked,
  onChange,
}: {
  operation: GrantOperation;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <GrantCheck
      name={operation.name}
      title={operation.operationId}
      icon={<BoltOutlinedIcon sx={{ fontSize: 15, mr: 0.5, color: 'warning.main' }} />}
      marks={{ 'data-testid': 'operation-grant', 'data-operation': operation.operationId }}
      checked={checked}
      onChange={onChange}
    />
  );
}

/**
 * 页面和操作权限: the chosen role's grant tree of the console's sub-app — the sub-app, its page
 * types, their pages with each page's operations, and the app's operations on no page — with
 * tri-state checks, saved together (one server call replaces the role's pages and operations of
 * the tree in one transaction).
 */
export function PageGrants({
  role,
  snapshot,
  model,
  subAppName,
  onSaved,
  onFailed,
}: {
  role: Role;
  snapshot: RoleAdminSnapshot;
  model: RoleAdminModel;
  /** The root's label (default: the sub-app's name as the server has it). */
  subAppName?: string;
  onSaved: () => void;
  /** The server's refusal of the save. */
  onFailed: (error: unknown) => void;
}) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const fold = (key: string) =>
    setFolded((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const tree = snapshot.grantTree;
  const dirty = !sameSelection(snapshot.granted, snapshot.grantedSaved);
  const view = tree ? grantTreeView(tree, snapshot.granted) : null;
  return (
    <RolePanel
      title={T.grantsTitle}
      role={role}
      hint={T.grantsHint}
      testId="page-grants"
      actions={
        <>
          <Button
            onClick={() => model.resetGrants()}
            disabled={!dirty || snapshot.busy}
            sx={{ mr: 1 }}
          >
            {T.resetGrants}
          </Button>
          <Button
            variant="contained"
            disableElevation
            onClick={() => void model.saveGrants().then(onSaved, onFailed)}
            disabled={!dirty || snapshot.busy}
          >
            {T.saveGrants}
          </Button>
        </>
      }
    >
      {!tree || !view ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          {snapshot.grantsState === 'failed' ? (
            <Typography color="error">{snapshot.error ?? ''}</Typography>
          ) : (
            <CircularProgress size={24} />
          )}
        </Box>
      ) : (
        <Box sx={{ px: 1.5, py: 1 }} data-testid="page-grant-tree">
          <TriCheck
            state={view.state}
            label={subAppName ?? tree.subAppName}
            weight={600}
            onChange={(on) => model.toggleGrants(wholeTree(tree), on)}
          />
          {view.groups.map((group) => {
            const open = !folded.has(group.key);
            return (
              <Box key={group.key} sx={{ pl: 1 }} data-testid="page-grant-group">
                <Stack direction="row" alignItems="center">
                  <Fold open={open} onClick={() => fold(group.key)} />
                  <TriCheck
                    state={group.state}
                    label={`${group.label}（${group.pages.length}）`}
                    weight={600}
                    onChange={(on) =>
                      model.toggleGrants(pagesTarget(group.pages.map((row) => row.page)), on)
                    }
                  />
                </Stack>
                {open &&
                  group.pages.map((row) => (
                    <Box
                      key={row.page.pageId}
                      sx={{ pl: 4.5 }}
                      data-testid="page-grant"
                      data-page={row.page.title}
                    >
                      <TriCheck
                        state={row.state}
                        label={row.page.title}
                        onChange={(on) => model.toggleGrants(pagesTarget([row.page]), on)}
                        weight={row.checked ? 500 : 400}
                        icon={
                          <DescriptionOutlinedIcon
                            sx={{ fontSize: 16, mr: 0.75, color: 'text.secondary' }}
                          />
                        }
                        title={row.page.url ?? row.page.name}
                      >
                        {row.page.url && (
                          <Typography variant="caption" color="text.disabled" sx={{ ml: 1 }} noWrap>
                            {row.page.url}
                          </Typography>
                        )}
                      </TriCheck>
                      {row.operations.length > 0 && (
                        <Stack direction="row" flexWrap="wrap" sx={{ pl: 4, columnGap: 2 }}>
                          {row.operations.map(({ operation, checked }) => (
                            <OperationCheck
                              key={operation.operationId}
                              operation={operation}
                              checked={checked}
                              onChange={(on) =>
                                model.toggleGrants({ operationIds: [operation.operationId] }, on)
                              }
                            />
                          ))}
                        </Stack>
                      )}
                      {row.controls.length > 0 && (
                        <Stack direction="row" flexWrap="wrap" sx={{ pl: 4, columnGap: 2 }}>
                          {row.controls.map(({ control, key, checked }) => (
                            <ControlCheck
                              key={key}
                              control={control}
                              checked={checked}
                              onChange={(on) => model.toggleGrants({ controlKeys: [key] }, on)}
                            />
                          ))}
                        </Stack>
                      )}
                    </Box>
                  ))}
              </Box>
            );
          })}
          {view.appOperations.items.length > 0 && (
            <Box sx={{ pl: 1 }} data-testid="page-grant-group">
              <Stack direction="row" alignItems="center">
                <Fold open={!folded.has('@app')} onClick={() => fold('@app')} />
                <TriCheck
                  state={view.appOperations.state}
                  label={`${T.appOperations}（${view.appOperations.items.length}）`}
                  weight={600}
                  onChange={(on) =>
                    model.toggleGrants(
                      { operationIds: tree.appOperations.map((o) => o.operationId) },
                      on,
                    )
                  }
                />
              </Stack>
              {!folded.has('@app') && (
                <Stack direction="row" flexWrap="wrap" sx={{ pl: 4.5, columnGap: 2 }}>
                  {view.appOperations.items.map(({ operation, checked }) => (
                    <OperationCheck
                      key={operation.operationId}
                      operation={operation}
                      checked={checked}
                      onChange={(on) =>
                        model.toggleGrants({ operationIds: [operation.operationId] }, on)
                      }
                    />
                  ))}
                </Stack>
              )}
            </Box>
          )}
        </Box>
      )}
    </RolePanel>
  );
}
