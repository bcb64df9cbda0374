import { createStore } from 'zustand/vanilla';
import { getUserImportTemplate, importUsers, type OrganisationRef } from '@tessera/api';
import type { UserImportReport } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { USER_ADMIN_TEXTS } from './userAdminTexts.js';

/** A file the administrator picked: its bytes and name (a browser `File` is both). */
export interface PickedFile {
  blob: Blob;
  name: string;
}

/** What the import dialog shows. */
export interface UserImportSnapshot {
  /** `picking`: no upload yet; `uploading`: waiting for the report; `done`: the report is in. */
  state: 'picking' | 'uploading' | 'done';
  file: { name: string; size: number } | null;
  /** Why the file was refused whole (the server's message) or could not be picked. */
  error: string | null;
  report: UserImportReport | null;
}

/** The import dialog's model: {@link createUserImportModel}. */
export interface UserImportModel extends Model<UserImportSnapshot> {
  /** Holds a file to upload (an .xlsx only); a new pick clears the last report. */
  pick(file: PickedFile): void;
  /**
   * Uploads the picked file; settles with the report (also in the snapshot), or with `null` when
   * the server refused the file whole (`error` says why).
   */
  upload(): Promise<UserImportReport | null>;
  /** The template (.xlsx holding the header row) with the name to save it under. */
  template(): Promise<{ blob: Blob; fileName: string }>;
  /** Back to an empty dialog. */
  reset(): void;
}

/** The input of {@link createUserImportModel}. */
export interface UserImportModelInput {
  client: RequestClient;
  org: OrganisationRef;
  /** Called after an import that added users (the list reloads). */
  onImported?: (report: UserImportReport) => void;
}

const EMPTY: UserImportSnapshot = { state: 'picking', file: null, error: null, report: null };

/** The name the template is saved under. */
export const TEMPLATE_FILE_NAME = '用户导入模板.xlsx';

function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return USER_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The 导入 dialog of the People screen (README "Administration console": import): pick an .xlsx,
 * upload it, read the server's row-by-row report (rows added, rows refused with the reason).
 * The server checks every row as it checks one added user and adds only the good rows.
 */
export function createUserImportModel(input: UserImportModelInput): UserImportModel {
  const { client, org } = input;
  const store = createStore<UserImportSnapshot>()(() => EMPTY);
  let picked: PickedFile | null = null;
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start: () => () => undefined,
    pick(file) {
      if (!/\.xlsx$/i.test(file.name)) {
        picked = null;
        store.setState({ ...EMPTY, error: USER_ADMIN_TEXTS.importXlsxOnly });
        return;
      }
      picked = file;
      store.setState({ ...EMPTY, file: { name: file.name, size: file.blob.size } });
    },
    async upload() {
      if (!picked) {
        store.setState({ error: USER_ADMIN_TEXTS.importPickFirst });
        return null;
      }
      store.setState({ state: 'uploading', error: null, report: null });
      try {
        const report = await importUsers(client, org, picked.blob, picked.name);
        store.setState({ state: 'done', report });
        if (report.added > 0) input.onImported?.(report);
        return report;
      } catch (error) {
        store.setState({ state: 'picking', error: messageOf(error) });
        return null;
      }
    },
    async template() {
      return { blob: await getUserImportTemplate(client, org), fileName: TEMPLATE_FILE_NAME };
    },
    reset() {
      picked = null;
      store.setState(EMPTY);
    },
  };
}
