// Where a mobile upload's files come from: an action sheet offering the camera or the album,
// each a hidden file input (the camera's with `capture`), handing the chosen files on.
import { useRef, useState, type ReactNode } from 'react';
import { ActionSheet, DotLoading } from 'antd-mobile';
import { FORM_TEXTS } from '../../forms/formTexts.js';

/** Props of {@link MediaSourceTile}. */
export interface MediaSourceTileProps {
  /** The tile's text and accessible name (上传图片 / 上传视频). */
  label: string;
  icon: ReactNode;
  accept: string;
  multiple: boolean;
  uploading: boolean;
  /** The camera entry's text (拍照 / 拍摄). */
  cameraText: string;
  onFiles(files: File[]): void;
  width?: number;
}

/**
 * The dashed "add" tile: a tap opens 拍照 (camera, `capture="environment"`) / 从相册选择 (album)
 * / 取消; each entry opens its file input. Markup: `data-testid="form-upload"`; the inputs are
 * labelled by their entries' texts.
 */
export function MediaSourceTile(props: MediaSourceTileProps) {
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const take = (files: FileList | null, input: HTMLInputElement) => {
    const list = Array.from(files ?? []);
    input.value = '';
    if (list.length > 0) props.onFiles(list);
  };
  const size = props.width ?? 80;
  return (
    <>
      <button
        type="button"
        data-testid="form-upload"
        aria-label={props.label}
        disabled={props.uploading}
        onClick={() => setOpen(true)}
        style={{
          width: size,
          height: 80,
          border: '1px dashed var(--adm-color-border)',
          borderRadius: 8,
          background: 'var(--adm-color-fill-content, #f5f5f5)',
          color: 'var(--adm-color-weak)',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          fontSize: 12,
          cursor: 'pointer',
        }}
      >
        {props.uploading ? <DotLoading color="primary" /> : props.icon}
        <span>{props.uploading ? FORM_TEXTS.uploading : props.label}</span>
      </button>
      <input
        ref={camera}
        type="file"
        hidden
        accept={props.accept}
        capture="environment"
        aria-label={props.cameraText}
        onChange={(event) => take(event.target.files, event.target)}
      />
      <input
        ref={album}
        type="file"
        hidden
        accept={props.accept}
        multiple={props.multiple}
        aria-label={FORM_TEXTS.album}
        onChange={(event) => take(event.target.files, event.target)}
      />
      <ActionSheet
        visible={open}
        cancelText={FORM_TEXTS.cancel}
        onClose={() => setOpen(false)}
        actions={[
          { key: 'camera', text: props.cameraText, onClick: () => camera.current?.click() },
          { key: 'album', text: FORM_TEXTS.album, onClick: () => album.current?.click() },
        ]}
        onAction={() => setOpen(false)}
      />
    </>
  );
}
