import { useMemo } from 'react';
import { subAppRef, type SubAppRef } from '@tessera/api';
import { useSettings } from '@tessera/react';

/** The sub-app of the settings, in the Design environment (the designer's calls). */
export function useDesignSubApp(): SubAppRef {
  const settings = useSettings();
  return useMemo(() => ({ ...subAppRef(settings), envType: 'Design' as const }), [settings]);
}
