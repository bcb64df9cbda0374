import { useMemo } from 'react';
import { subAppRef } from '@tessera/api';
import { useRequestClient, useSettings } from '@tessera/react';
import {
  createImageLibraryModel,
  type ImageLibraryModel,
  type ImageLibrarySnapshot,
} from '../admin/imageLibraryModel.js';
import { useModel } from './useModel.js';

/**
 * The media library's image model for the provider's app ({@link createImageLibraryModel});
 * uploads go through the sub-app the console runs in.
 */
export function useImageLibrary(): [ImageLibrarySnapshot, ImageLibraryModel] {
  const client = useRequestClient();
  const settings = useSettings();
  const subApp = useMemo(() => subAppRef(settings), [settings]);
  return useModel(() => createImageLibraryModel({ client, subApp }), [client, subApp]);
}
