import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createPickerSearch,
  type PickerSearch,
  type PickerSearchSnapshot,
} from '../model/pickerSearch.js';

/**
 * A picker's debounced server search ({@link createPickerSearch}), made once per mounted picker
 * and started while mounted (CONVENTIONS 4: the hook only subscribes).
 */
export function usePickerSearch<TItem>(
  search: (keyWord: string) => Promise<readonly TItem[]>,
): [PickerSearch<TItem>, PickerSearchSnapshot<TItem>] {
  const [picker] = useState(() => createPickerSearch({ search }));
  useEffect(() => picker.start(), [picker]);
  const snapshot = useSyncExternalStore(picker.subscribe, picker.getSnapshot, picker.getSnapshot);
  return [picker, snapshot];
}
