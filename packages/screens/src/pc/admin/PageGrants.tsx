import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Role } from '@tessera/protocol';
import {
  pageGrantTree,
  type CheckState,
  type RoleAdminModel,
  type RoleAdminSnapshot,
} from '../../admin/roleAdminModel.js';

/** A tri-state checkbox and its label. */
function TriCheck({
  state,
  label,
  onChange,
  bold,
}: {
  state: CheckState;
  label: string;
  onChange: (on: boolean) => void;
  bold?: boolean;
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
      <Typography variant="body2" sx={{ fontWeight: bold ? 600 : 400 }} noWrap>
        {label}
      </Typography>
    </Stack>
  );
}

/**
 * 页面权限: the chosen role's pages of the console's sub-app as a tree with tri-state checks — the
 * sub-app, its page types, their pages — saved together (the server's role-pages call replaces
 * the role's pages of that sub-app).
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
  subAppName: string;
  onSaved: () => void;
  onFailed: (message: string) => void;
}) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const tree = pageGrantTree(snapshot.pages, snapshot.granted);
  const all = snapshot.pages.map((page) => page.pageId);
  const dirty =
    snapshot.granted.length !== snapshot.grantedSaved.length ||
    snapshot.granted.some((id) => !snapshot.grantedSaved.includes(id));
  const save = () =>
    model
      .saveGrants()
      .then(onSaved, (error: unknown) =>
        onFailed(error instanceof Error ? error.message : String(error)),
      );
  return (
    <Paper variant="outlined" sx={{ mt: 2 }} data-testid="page-grants">
      <Stack
        direction="row"
        alignItems="center"
        sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            页面权限 · {role.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            勾选该角色可以访问的页面，保存后生效
          </Typography>
        </Box>
        <Button
          onClick={() => model.resetGrants()}
          disabled={!dirty || snapshot.busy}
          sx={{ mr: 1 }}
        >
          还原
        </Button>
        <Button
          variant="contained"
          disableElevation
          onClick={() => void save()}
          disabled={!dirty || snapshot.busy}
        >
          保存权限
        </Button>
      </Stack>
      {snapshot.grantsState === 'loading' ||
      (snapshot.pages.length === 0 && snapshot.grantsState !== 'failed') ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={24} />
        </Box>
      ) : (
        <Box sx={{ px: 1.5, py: 1 }} data-testid="page-grant-tree">
          <TriCheck
            state={tree.state}
            label={subAppName}
            bold
            onChange={(on) => model.toggleGrants(all, on)}
          />
          {tree.groups.map((group) => {
            const open = !folded.has(group.key);
            return (
              <Box key={group.key} sx={{ pl: 1 }} data-testid="page-grant-group">
                <Stack direction="row" alignItems="center">
                  <IconButton
                    size="small"
                    aria-label={open ? '收起' : '展开'}
                    onClick={() =>
                      setFolded((before) => {
                        const next = new Set(before);
                        if (next.has(group.key)) next.delete(group.key);
                        else next.add(group.key);
                        return next;
                      })
                    }
                    sx={{ p: 0.25 }}
                  >
                    {open ? (
                      <ExpandMoreIcon sx={{ fontSize: 18 }} />
                    ) : (
                      <ChevronRightIcon sx={{ fontSize: 18 }} />
                    )}
                  </IconButton>
                  <TriCheck
                    state={group.state}
                    label={`${group.label}（${group.pages.length}）`}
                    bold
                    onChange={(on) =>
                      model.toggleGrants(
                        group.pages.map((each) => each.page.pageId),
                        on,
                      )
                    }
                  />
                </Stack>
                {open && (
                  <Box
                    sx={{
                      pl: 4.5,
                      display: 'grid',
                      gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                    }}
                  >
                    {group.pages.map(({ page, checked }) => (
                      <Stack
                        key={page.pageId}
                        direction="row"
                        alignItems="center"
                        sx={{ minWidth: 0 }}
                        data-testid="page-grant"
                        data-page={page.title}
                      >
                        <Checkbox
                          size="small"
                          checked={checked}
                          onChange={() => model.toggleGrants([page.pageId], !checked)}
                          inputProps={{ 'aria-label': page.title }}
                          sx={{ p: 0.5 }}
                        />
                        <DescriptionOutlinedIcon
                          sx={{ fontSize: 16, mr: 0.75, color: 'text.secondary' }}
                        />
                        <Typography variant="body2" noWrap title={page.url ?? page.name}>
                          {page.title}
                        </Typography>
                      </Stack>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
