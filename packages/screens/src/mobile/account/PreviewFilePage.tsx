import { Button, ErrorBlock, Image, SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { usePreviewFile } from '../../react/usePreviewFile.js';
import { AccountLayout } from './AccountLayout.js';

/** The texts of the file preview (ours: spec 2 §2.1 names only the route). */
export const PREVIEW_FILE_TEXTS = {
  title: '文件预览',
  download: '下载文件',
  notFound: '文件不存在或已删除',
  noPreview: '该类型文件暂不支持预览，请下载后查看',
} as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * /preview-file/{fileId} (spec 2 §2.1, §3 "media items … enclosure with fileId"): the uploaded
 * file through its download link — images and videos shown, PDFs in a frame, text as text,
 * anything else as a card with its name, size and 下载文件; a missing file says so.
 */
export function PreviewFilePage({ fileId }: { fileId: string }) {
  const { file, missing, link } = usePreviewFile(fileId);

  const download = (
    <Button
      color="primary"
      shape="rounded"
      onClick={() => void globalThis.open(link, '_blank', 'noopener')}
    >
      {PREVIEW_FILE_TEXTS.download}
    </Button>
  );

  let body;
  if (missing) {
    body = <ErrorBlock status="empty" title={PREVIEW_FILE_TEXTS.notFound} description="" />;
  } else if (!file) {
    body = (
      <div style={{ display: 'grid', placeItems: 'center', padding: 64 }}>
        <SpinLoading aria-label="加载中" />
      </div>
    );
  } else if (file.type.startsWith('image/')) {
    body = <Image src={file.url} alt={file.name} fit="contain" style={{ width: '100%' }} />;
  } else if (file.type.startsWith('video/')) {
    body = <video src={file.url} controls style={{ width: '100%' }} aria-label={file.name} />;
  } else if (file.type === 'application/pdf') {
    body = (
      <iframe title={file.name} src={file.url} style={{ width: '100%', flex: 1, border: 0 }} />
    );
  } else if (file.text !== undefined) {
    body = (
      <pre style={{ margin: 16, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{file.text}</pre>
    );
  } else {
    body = (
      <div style={{ textAlign: 'center', padding: '48px 24px' }}>
        <FileOutline style={{ fontSize: 64, color: '#1677ff' }} />
        <div style={{ marginTop: 16, fontSize: 16, wordBreak: 'break-all' }}>{file.name}</div>
        <div style={{ color: '#999', margin: '8px 0 24px' }}>
          {formatSize(file.size)} · {PREVIEW_FILE_TEXTS.noPreview}
        </div>
        {download}
      </div>
    );
  }

  return (
    <AccountLayout
      title={file?.name ?? PREVIEW_FILE_TEXTS.title}
      background="#f5f6f8"
      testId="preview-file"
      right={
        file && !missing ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {PREVIEW_FILE_TEXTS.download}
          </a>
        ) : undefined
      }
    >
      {body}
    </AccountLayout>
  );
}
