import { useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { UserImportReport } from '@tessera/protocol';
import { USER_ADMIN_TEXTS as T } from '../../admin/userAdminTexts.js';
import { useUserImport } from '../../react/useUserImport.js';
import { saveBlob } from './saveBlob.js';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1048576).toFixed(2)} MB`;
}

/** The report table: every data row, added or refused with the server's reason. */
function ReportTable({ report }: { report: UserImportReport }) {
  return (
    <TableContainer
      sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="user-import-report"
    >
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>{T.importRow}</TableCell>
            <TableCell sx={{ width: 96 }}>{T.importResult}</TableCell>
            <TableCell>{T.importReason}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.row} data-testid="user-import-row">
              <TableCell>{row.row}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={row.ok ? 'success' : 'error'}
                  variant="outlined"
                  label={row.ok ? T.importAdded : T.importRefused}
                />
              </TableCell>
              <TableCell sx={{ color: row.ok ? 'text.primary' : 'error.main' }}>
                {row.message}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The 导入 dialog of the People screen: download the template, pick an .xlsx, upload it, read
 * the row-by-row report. `onImported` runs after an import that added users (the list reloads).
 */
export function UserImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (report: UserImportReport) => void;
}) {
  const [snapshot, model] = useUserImport(onImported);
  const input = useRef<HTMLInputElement>(null);
  const { file, report, error, state } = snapshot;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="user-import-dialog">
      <DialogTitle>{T.importTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {T.importHint}{' '}
            <Link
              component="button"
              variant="body2"
              onClick={() =>
                void model.template().then(({ blob, fileName }) => saveBlob(blob, fileName))
              }
            >
              {T.downloadTemplate}
            </Link>
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            alignItems="center"
            sx={{ p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
          >
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => input.current?.click()}
              disabled={state === 'uploading'}
            >
              {T.pickFile}
            </Button>
            <Box sx={{ minWidth: 0 }} data-testid="user-import-file">
              {file ? (
                <>
                  <Typography noWrap>{file.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {sizeText(file.size)}
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">{T.noFilePicked}</Typography>
              )}
            </Box>
            <input
              ref={input}
              type="file"
              accept={XLSX_TYPES}
              hidden
              data-testid="user-import-input"
              onChange={(event) => {
                const picked = event.target.files?.[0];
                if (picked) model.pick({ blob: picked, name: picked.name });
                event.target.value = ''; // the same file may be picked again after a fix
              }}
            />
          </Stack>
          {state === 'uploading' && <LinearProgress />}
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <>
              <Alert
                severity={
                  report.refused === 0 ? 'success' : report.added === 0 ? 'error' : 'warning'
                }
                data-testid="user-import-summary"
              >
                {T.importSummary(report.added, report.refused)}
              </Alert>
              <ReportTable report={report} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.close}</Button>
        {report ? (
          <Button variant="contained" disableElevation onClick={() => model.reset()}>
            {T.importAgain}
          </Button>
        ) : (
          <Button
            variant="contained"
            disableElevation
            disabled={!file || state === 'uploading'}
            onClick={() => void model.upload()}
          >
            {T.upload}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
