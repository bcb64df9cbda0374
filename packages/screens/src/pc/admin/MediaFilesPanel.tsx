import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  LinearProgress,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useSettings } from '@tessera/react';
import { mediaSrc } from '@tessera/widgets';
import {
  FILE_PAGE_SIZE,
  type MediaFileKind,
  type MediaFileRow,
} from '../../admin/mediaFilesModel.js';
import { formatBytes, IMAGE_LIBRARY_TEXTS as T } from '../../admin/imageLibraryTexts.js';
import { useMediaFiles } from '../../react/useMediaFiles.js';
import { ConfirmDialog } from './UserActionDialogs.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const TEXTS = {
  video: {
    upload: '上传视频',
    accept: '.mp4,video/mp4',
    hint: '支持 mp4',
    name: '标题',
    empty: '还没有视频',
  },
  enclosure: {
    upload: '上传附件',
    accept: undefined,
    hint: '支持 PDF、Office 文档、文本、压缩包、图片、音频和 mp4',
    name: '文件名',
    empty: '还没有附件',
  },
} as const;

/**
 * The media library's videos or attachments as a table (README "Media library"): search by
 * name, pages, upload, delete; a video plays and an attachment downloads from its link, a PDF or
 * image attachment also opens as a preview in a new tab.
 */
export function MediaFilesPanel({ kind }: { kind: MediaFileKind }) {
  const [snapshot, model] = useMediaFiles(kind);
  const { mediaUrl } = useSettings();
  const [keyword, setKeyword] = useState('');
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [removing, setRemoving] = useState<MediaFileRow | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const texts = TEXTS[kind];
  const pages = Math.ceil(snapshot.total / FILE_PAGE_SIZE);
  const settle = (sending: Promise<number>) => {
    setNotice(null);
    void sending.then(
      (count) => setNotice({ severity: 'success', text: `已上传 ${count} 个文件` }),
      (error: unknown) => setNotice({ severity: 'error', text: messageOf(error) }),
    );
  };
  const upload = (files: File[]) =>
    settle(
      model.upload(
        files.map((file) => ({ name: file.name, size: file.size, type: file.type, data: file })),
      ),
    );
  const { progress, interrupted } = snapshot;

  return (
    <Box data-testid={`media-${kind}`}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
        <TextField
          size="small"
          placeholder={`搜索${texts.name}`}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && void model.search(keyword)}
          sx={{ width: 260 }}
        />
        <Button variant="outlined" onClick={() => void model.search(keyword)}>
          查询
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {texts.hint}
        </Typography>
        <Button
          variant="contained"
          startIcon={
            snapshot.busy ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />
          }
          disabled={snapshot.busy}
          onClick={() => input.current?.click()}
        >
          {texts.upload}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={texts.accept}
          data-testid={`${kind}-upload-input`}
          onChange={(event) => {
            upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Stack>
      {progress && (
        <Box sx={{ mb: 1.5 }} data-testid="media-upload-progress">
          <Typography variant="body2" color="text.secondary">
            正在分片上传 {progress.name}：{formatBytes(progress.sent)} /{' '}
            {formatBytes(progress.size)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(progress.sent / progress.size) * 100}
            aria-label={`${progress.name} 上传进度`}
          />
        </Box>
      )}
      {interrupted && !snapshot.busy && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          data-testid="media-upload-interrupted"
          action={
            <Button color="inherit" size="small" onClick={() => settle(model.resume())}>
              继续上传
            </Button>
          }
        >
          {interrupted.name} 上传中断（已上传 {formatBytes(interrupted.sent)} /{' '}
          {formatBytes(interrupted.size)}），继续上传只发送缺少的部分
        </Alert>
      )}
      {(notice || snapshot.error) && (
        <Alert
          severity={notice?.severity ?? 'error'}
          onClose={() => setNotice(null)}
          sx={{ mb: 1.5 }}
          data-testid="media-files-notice"
        >
          {notice?.text ?? snapshot.error}
        </Alert>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{texts.name}</TableCell>
            <TableCell align="right">大小</TableCell>
            <TableCell>上传时间</TableCell>
            <TableCell align="right">操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshot.rows.map((row) => (
            <TableRow key={row.id} hover data-testid="media-file-row">
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{formatBytes(row.size)}</TableCell>
              <TableCell>{new Date(row.created).toLocaleString('zh-CN')}</TableCell>
              <TableCell align="right">
                {row.previewUrl && (
                  <Tooltip title="预览">
                    <IconButton
                      size="small"
                      component={Link}
                      href={mediaSrc(row.previewUrl, mediaUrl)}
                      target="_blank"
                      rel="noopener"
                      aria-label="预览"
                    >
                      <VisibilityOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={kind === 'video' ? '播放' : '下载'}>
                  <IconButton
                    size="small"
                    component={Link}
                    href={mediaSrc(row.url, mediaUrl)}
                    target="_blank"
                    rel="noopener"
                    aria-label={kind === 'video' ? '播放' : '下载'}
                  >
                    {kind === 'video' ? (
                      <PlayCircleOutlineIcon fontSize="small" />
                    ) : (
                      <DownloadIcon fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
                <Tooltip title={T.remove}>
                  <IconButton size="small" onClick={() => setRemoving(row)} aria-label={T.remove}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {snapshot.state === 'ready' && snapshot.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {texts.empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {pages > 1 && (
        <Stack alignItems="flex-end" sx={{ mt: 2 }}>
          <Pagination
            count={pages}
            page={snapshot.pageIndex}
            onChange={(_, page) => void model.goToPage(page)}
            color="primary"
            shape="rounded"
          />
        </Stack>
      )}
      {removing && (
        <ConfirmDialog
          title={T.remove}
          text={`确定删除“${removing.name}”吗？删除后不能恢复。`}
          confirm={T.remove}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={() => model.remove(removing.id)}
        />
      )}
    </Box>
  );
}
