import { useMemo } from 'react';
import { subAppRef } from '@tessera/api';
import { useRequestClient, useSettings } from '@tessera/react';
import {
  createMediaFilesModel,
  type MediaFileKind,
  type MediaFilesModel,
  type MediaFilesSnapshot,
} from '../admin/mediaFilesModel.js';
import { useModel } from './useModel.js';

/** The media library's video or attachment model for the provider's app ({@link createMediaFilesModel}). */
export function useMediaFiles(kind: MediaFileKind): [MediaFilesSnapshot, MediaFilesModel] {
  const client = useRequestClient();
  const settings = useSettings();
  const subApp = useMemo(() => subAppRef(settings), [settings]);
  return useModel(() => createMediaFilesModel({ client, subApp, kind }), [client, subApp, kind]);
}
