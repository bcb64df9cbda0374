import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Container,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useSignInRequired } from '@tessera/react';
import type { TimelineEntry } from '../../approval/approvalTimeline.js';
import { APPROVAL_TEXTS } from '../../approval/approvalTexts.js';
import type { ApprovalCalls } from '../../react/useApprovalCalls.js';

/** The page background of the Pc approval screens (the runtime's, spec 1 §9). */
export const PC_APPROVAL_BACKGROUND = '#e5effa';

/** A tone of the headless core as an MUI palette colour. */
export type ApprovalTone = 'primary' | 'success' | 'danger' | 'warning' | 'default';
export function toneColor(tone: ApprovalTone) {
  return tone === 'danger' ? 'error' : tone;
}

/**
 * The frame of a Pc approval screen: a centred column with the page heading (and its actions),
 * on the runtime's background. Without a `token` in the query the runtime's session is needed: a
 * signed-out visitor goes to sign in and comes back here.
 */
export function ApprovalFrame(props: {
  calls: ApprovalCalls;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const here = globalThis.location ? location.pathname + location.search : '/';
  const allowed = useSignInRequired(props.calls.needsSignIn, here);
  return (
    <Box
      component="main"
      data-testid={props.testId}
      sx={{ bgcolor: PC_APPROVAL_BACKGROUND, flex: 1, minHeight: '100%', py: 3 }}
    >
      <Container maxWidth="md">
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} noWrap>
              {props.title}
            </Typography>
            {props.subtitle && (
              <Typography variant="body2" color="text.secondary" component="div">
                {props.subtitle}
              </Typography>
            )}
          </Box>
          {props.actions}
        </Stack>
        {allowed ? <Stack spacing={2}>{props.children}</Stack> : <ApprovalLoading />}
      </Container>
    </Box>
  );
}

/** A white card with a heading. */
export function ApprovalCard(props: {
  title?: ReactNode;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
  dense?: boolean;
}) {
  return (
    <Card variant="outlined" data-testid={props.testId} sx={{ borderRadius: 2 }}>
      {props.title !== undefined && (
        <>
          <CardHeader
            title={props.title}
            action={props.action}
            slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
            sx={{ py: 1.5, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
          />
          <Divider />
        </>
      )}
      <CardContent sx={props.dense ? { p: 0, '&:last-child': { pb: 0 } } : { p: 3 }}>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** The loading state of a screen's content. */
export function ApprovalLoading() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, p: 3 }} aria-label="加载中">
      <Skeleton width="40%" height={32} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </Card>
  );
}

/** A failed load, with a retry when one is given. */
export function ApprovalFailed({ title, onRetry }: { title?: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {APPROVAL_TEXTS.retry}
          </Button>
        )
      }
    >
      {title ?? APPROVAL_TEXTS.loadFailed}
    </Alert>
  );
}

/** A label/value pair of a summary grid. */
export function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ mt: 0.25 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A status chip of an instance. */
export function StatusChip({ text, tone }: { text: string; tone: ApprovalTone }) {
  return (
    <Chip
      size="small"
      label={text}
      color={toneColor(tone)}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      data-testid="approval-status"
    />
  );
}

const DOT: Record<ApprovalTone, string> = {
  primary: 'primary.main',
  success: 'success.main',
  danger: 'error.main',
  warning: 'warning.main',
  default: 'grey.400',
};

/**
 * The step timeline (spec 2 §2.12): per record the step, the submitter or approver, the result,
 * the time, the time spent and the comment, oldest first.
 */
export function ApprovalTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {APPROVAL_TEXTS.empty}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="approval-timeline">
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entry.key}
          data-testid="timeline-entry"
          sx={{
            display: 'flex',
            gap: 2,
            position: 'relative',
            pb: index < entries.length - 1 ? 3 : 0,
            // The line down to the next record's dot.
            '&:not(:last-of-type)::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 20,
              bottom: 0,
              width: 2,
              bgcolor: 'grey.300',
            },
          }}
        >
          <Box
            sx={{
              width: 12,
              height: 12,
              mt: 0.75,
              flex: 'none',
              borderRadius: '50%',
              bgcolor: DOT[entry.tone],
              boxShadow: (theme) => `0 0 0 3px ${theme.palette.background.paper}`,
              zIndex: 1,
            }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="subtitle2">{entry.stepName}</Typography>
              <Typography variant="body2">{entry.userName}</Typography>
              <Chip
                size="small"
                label={entry.result}
                color={toneColor(entry.tone)}
                variant="outlined"
              />
              <Box sx={{ flex: 1 }} />
              <Typography variant="caption" color="text.secondary">
                {entry.time}
              </Typography>
            </Stack>
            {entry.targets && (
              <Typography variant="body2" component="div" data-testid="timeline-targets">
                {entry.targets}
              </Typography>
            )}
            {entry.spent && (
              <Typography variant="caption" color="text.secondary" component="div">
                {APPROVAL_TEXTS.spent} {entry.spent}
              </Typography>
            )}
            {entry.comment && (
              <Box
                sx={{
                  mt: 1,
                  px: 1.5,
                  py: 1,
                  bgcolor: 'grey.50',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {entry.comment}
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
