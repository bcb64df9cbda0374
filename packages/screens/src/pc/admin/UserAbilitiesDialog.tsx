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
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AbilityReason, UserAbilities } from '@tessera/protocol';
import { reasonText } from '../../admin/userAbilitiesModel.js';
import { ROLE_ADMIN_TEXTS as T } from '../../admin/roleAdminTexts.js';
import { useUserAbilities } from '../../react/useUserAbilities.js';

/** The reasons of a grant as chips: a role (blue), the administrators' role, an open sub-app. */
function Reasons({ reasons }: { reasons: AbilityReason[] }) {
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {reasons.map((reason) => (
        <Chip
          key={`${reason.kind}:${reason.roleId ?? ''}`}
          size="small"
          variant="outlined"
          color={
            reason.kind === 'role' ? 'primary' : reason.kind === 'admin' ? 'warning' : 'default'
          }
          label={reasonText(reason)}
        />
      ))}
    </Stack>
  );
}

/** A section title. */
function Section({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" sx={{ fontWeight: 600, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The held roles, each with whether it grants anything and why not. */
function HeldRoles({ abilities }: { abilities: UserAbilities }) {
  if (abilities.roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.noRoles}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.75} data-testid="abilities-roles">
      {abilities.roles.map((role) => (
        <Stack key={role.id} direction="row" spacing={1} alignItems="center">
          <Chip
            size="small"
            label={role.name}
            color={role.effective ? 'primary' : 'default'}
            variant={role.effective ? 'filled' : 'outlined'}
          />
          <Typography variant="body2" color={role.effective ? 'success.main' : 'text.secondary'}>
            {role.effective
              ? T.roleEffective
              : !role.enabled
                ? T.roleDisabled
                : T.roleOutsideLimits}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * 权限查看: what a user can do (issue 27) — their roles (and why one grants nothing), the pages
 * they may open per sub-app and the operations they hold, each with the role granting it. The
 * server answers it with its own authorization code.
 */
export function UserAbilitiesDialog({
  userId,
  userLabel,
  onClose,
}: {
  userId: string;
  userLabel: string;
  onClose: () => void;
}) {
  const [snapshot] = useUserAbilities(userId);
  const abilities = snapshot.abilities;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="user-abilities">
      <DialogTitle>{T.abilitiesTitle(userLabel)}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        {snapshot.state === 'failed' ? (
          <Alert severity="error">{snapshot.error}</Alert>
        ) : !abilities ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        ) : (
          <>
            {!abilities.enabled && <Alert severity="warning">{T.userDisabled}</Alert>}
            <Section>{T.heldRoles}</Section>
            <HeldRoles abilities={abilities} />
            {abilities.subApps.map((subApp) => (
              <Box key={subApp.subAppId} data-testid="abilities-subapp" data-subapp={subApp.name}>
                <Section>{`${T.pages} · ${subApp.name}（${subApp.subAppType}）`}</Section>
                {subApp.pages.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {T.noPages}
                  </Typography>
                ) : (
                  <Table size="small">
                    <TableHead>
                      <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
                        <TableCell sx={{ width: '45%' }}>页面</TableCell>
                        <TableCell>{T.grantedBy}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {subApp.pages.map((page) => (
                        <TableRow key={page.pageId} data-testid="abilities-page">
                          <TableCell>
                            {page.title}
                            {page.url && (
                              <Typography component="span" variant="caption" color="text.disabled">
                                {'  '}
                                {page.url}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>
                            <Reasons reasons={page.reasons} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            ))}
            <Section>{T.operations}</Section>
            {abilities.operations.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {T.noOperations}
              </Typography>
            ) : (
              <Table size="small" data-testid="abilities-operations">
                <TableHead>
                  <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
                    <TableCell sx={{ width: '45%' }}>操作</TableCell>
                    <TableCell>{T.grantedBy}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {abilities.operations.map((operation) => (
                    <TableRow key={operation.operationId}>
                      <TableCell>
                        {operation.name}
                        <Typography component="span" variant="caption" color="text.disabled">
                          {'  '}
                          {operation.operationId}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Reasons reasons={operation.reasons} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
