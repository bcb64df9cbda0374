import { createStore } from 'zustand/vanilla';
import {
  exportAuditLog,
  getAuditConfig,
  listAuditActions,
  saveAuditConfig,
  searchAuditLog,
  type OrganisationRef,
} from '@tessera/api';
import type {
  AuditAction,
  AuditConfigEntry,
  AuditEntry,
  AuditSearchInput,
} from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { AUDIT_LOG_TEXTS as T } from './auditLogTexts.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';

/** The filters of the audit screen as typed: times as ISO 8601 (blank: open). */
export interface AuditFilters {
  userKeyWord: string;
  action: string;
  result: '' | 'success' | 'failure';
  ip: string;
  beginTime: string;
  endTime: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  userKeyWord: '',
  action: '',
  result: '',
  ip: '',
  beginTime: '',
  endTime: '',
};

/** Default page size of the audit list (spec 2 §9 user lists: page 1, size 10). */
export const AUDIT_LIST_PAGE_SIZE = 10;

/** What the audit log screen shows. */
export interface AuditLogSnapshot {
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  denied: boolean;
  filters: AuditFilters;
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  entries: AuditEntry[];
  actions: AuditAction[];
  /** The entry whose detail is open. */
  chosen: AuditEntry | null;
  /** The audit configuration, once opened. */
  config: AuditConfigEntry[] | null;
  busy: boolean;
}

/** The model of {@link createAuditLogModel}. */
export interface AuditLogModel extends Model<AuditLogSnapshot> {
  /** Searches with these filters from page 1; rejects with {@link AUDIT_LOG_TEXTS}.timeOrder. */
  search(filters: AuditFilters): Promise<void>;
  /** Shows another page (or page size). */
  page(pageIndex: number, pageSize?: number): Promise<void>;
  open(entry: AuditEntry | null): void;
  /** The search's entries (no paging) as .xlsx bytes. */
  download(): Promise<Blob>;
  loadConfig(): Promise<void>;
  /** Saves which actions are recorded (the ones whose switch changed). */
  saveConfig(recorded: Record<string, boolean>): Promise<void>;
}

function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return ROLE_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

/** The call's filters of the screen's: blank ones left out. */
export function auditSearchOf(filters: AuditFilters): AuditSearchInput {
  const search: AuditSearchInput = {};
  if (filters.userKeyWord.trim()) search.userKeyWord = filters.userKeyWord.trim();
  if (filters.action) search.action = filters.action;
  if (filters.result) search.result = filters.result;
  if (filters.ip.trim()) search.ip = filters.ip.trim();
  if (filters.beginTime) search.beginTime = filters.beginTime;
  if (filters.endTime) search.endTime = filters.endTime;
  return search;
}

/**
 * The audit log (spec 2 §7.3 "Audit": search, action event list, config, download): the entries
 * of the filters, newest first and paged, the detail of one (who, what, before → after), the
 * download of the search and the configuration of what is recorded. Administrators only.
 */
export function createAuditLogModel(input: {
  client: RequestClient;
  org: OrganisationRef;
}): AuditLogModel {
  const { client, org } = input;
  const store = createStore<AuditLogSnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    filters: NO_AUDIT_FILTERS,
    pageIndex: 1,
    pageSize: AUDIT_LIST_PAGE_SIZE,
    total: 0,
    entries: [],
    actions: [],
    chosen: null,
    config: null,
    busy: false,
  }));
  const set = (patch: Partial<AuditLogSnapshot>) => store.setState(patch);
  const latest = createLatest();
  const failed = (error: unknown) =>
    set({
      state: 'failed',
      error: messageOf(error),
      denied: isRequestError(error) && error.kind === 'deny',
    });

  const reload = () =>
    new Promise<void>((settle) => {
      const { filters, pageIndex, pageSize } = store.getState();
      latest.run(
        searchAuditLog(client, org, { ...auditSearchOf(filters), pageIndex, pageSize }),
        (page) => {
          set({
            state: 'ready',
            error: null,
            denied: false,
            total: page.total,
            entries: page.items,
          });
          settle();
        },
        (error) => {
          failed(error);
          settle();
        },
      );
    });

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      listAuditActions(client, org).then(
        (actions) => set({ actions }),
        () => {},
      );
      return () => latest.stop();
    },
    async search(filters) {
      if (filters.beginTime && filters.endTime && filters.beginTime >= filters.endTime) {
        throw new Error(T.timeOrder);
      }
      set({ filters, pageIndex: 1 });
      await reload();
    },
    async page(pageIndex, pageSize = store.getState().pageSize) {
      set({ pageIndex, pageSize });
      await reload();
    },
    open(entry) {
      set({ chosen: entry });
    },
    async download() {
      try {
        return await exportAuditLog(client, org, auditSearchOf(store.getState().filters));
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      }
    },
    async loadConfig() {
      try {
        set({ config: await getAuditConfig(client, org) });
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      }
    },
    async saveConfig(recorded) {
      const current = store.getState().config ?? [];
      const items = current
        .filter((entry) => entry.action in recorded && recorded[entry.action] !== entry.recorded)
        .map((entry) => ({ action: entry.action, recorded: recorded[entry.action]! }));
      set({ busy: true });
      try {
        set({ config: await saveAuditConfig(client, org, items) });
        await reload();
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      } finally {
        set({ busy: false });
      }
    },
  };
}
