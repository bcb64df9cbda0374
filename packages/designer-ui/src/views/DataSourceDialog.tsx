import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import AddIcon from '@mui/icons-material/Add';
import { listSchemas } from '@tessera/api';
import { computeLevels, DataSourceCycleError } from '@tessera/datasources';
import { buildFilterText, type Filter } from '@tessera/filters';
import type { DataSourceDefinition, SchemaSummary } from '@tessera/protocol';
import { useRequestClient, useSettings } from '@tessera/react';
import { useSchemaFields } from './useSchemaFields.js';

/** The filter operators the editor offers, with their names. */
const OPERATORS: readonly { value: Filter['operation']; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'ne', label: '不等于' },
  { value: 'contains', label: '包含' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];

/** The system fields every content item has, to sort and filter by (spec 1 §3 Content item). */
const SYSTEM_FIELDS = [
  { name: 'created', label: '创建时间' },
  { name: 'lastModified', label: '修改时间' },
];

export type EditedSource = DataSourceDefinition & { filters?: Filter[] };

/** A data source as the editor starts a new one (spec 1 §3 Data source). */
export function newDataSource(dsId: string): EditedSource {
  return {
    dsId,
    name: '',
    schemaName: null,
    typeName: 'schema',
    usages: ['list'],
    topN: 10,
    skip: 0,
    sortField: 'created',
    ascending: false,
    preDataSourceIds: [],
    isDefaultLoaded: true,
    filters: [],
  };
}

function filterText(filters: readonly Filter[]): { text: string; error: string | null } {
  try {
    return { text: buildFilterText(filters.filter((f) => f.fieldName)), error: null };
  } catch (error) {
    return { text: '', error: error instanceof Error ? error.message : String(error as string) };
  }
}

/** The cycle error of the page's sources with this one in place, or null. */
function cycleError(source: EditedSource, others: readonly EditedSource[]): string | null {
  try {
    computeLevels([...others.filter((o) => o.dsId !== source.dsId), source] as never);
    return null;
  } catch (error) {
    return error instanceof DataSourceCycleError ? error.message : null;
  }
}

/**
 * The data-source editor: schema and fields from the server, filters built with
 * `@tessera/filters` and shown as their OData text, sort, top N, usages and predecessors (a
 * cycle is shown in place and cannot be saved).
 */
export function DataSourceDialog({
  open,
  initial,
  sources,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: EditedSource;
  sources: readonly EditedSource[];
  onClose: () => void;
  onSave: (source: EditedSource) => void;
}) {
  const client = useRequestClient();
  const settings = useSettings();
  const [source, setSource] = useState<EditedSource>(initial);
  const [schemas, setSchemas] = useState<SchemaSummary[]>([]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    listSchemas(client, settings, { pageSize: 200 })
      .then((list) => current && setSchemas(list.items))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [open, client, settings]);

  const patch = (change: Partial<EditedSource>) => setSource((s) => ({ ...s, ...change }));
  const fields = useSchemaFields(source.schemaName);
  const filters = useMemo(() => source.filters ?? [], [source.filters]);
  const setFilter = (index: number, change: Partial<Filter>) =>
    patch({ filters: filters.map((f, i) => (i === index ? { ...f, ...change } : f)) });
  const odata = useMemo(() => filterText(filters), [filters]);
  const cycle = useMemo(() => cycleError(source, sources), [source, sources]);
  const fieldOptions = [
    ...fields.map((f) => ({ name: f.name, label: f.label || f.name })),
    ...SYSTEM_FIELDS,
  ];
  const nameError = source.name.trim() === '' ? '请填写数据源名称' : null;
  const schemaError = !source.schemaName ? '请选择数据模型' : null;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="data-source-dialog">
      <DialogTitle>数据源</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2}>
            <TextField
              label="名称"
              size="small"
              fullWidth
              value={source.name}
              error={!!nameError}
              helperText={nameError}
              onChange={(e) => patch({ name: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'ds-name' } }}
            />
            <TextField
              select
              label="数据模型"
              size="small"
              fullWidth
              value={source.schemaName ?? ''}
              error={!!schemaError}
              helperText={schemaError}
              onChange={(e) => patch({ schemaName: e.target.value, filters: [] })}
              slotProps={{ htmlInput: { 'data-testid': 'ds-schema' } }}
            >
              {schemas.map((schema) => (
                <MenuItem key={schema.name} value={schema.name}>
                  {schema.label || schema.name}（{schema.name}）
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2} alignItems="center">
            <TextField
              select
              label="排序字段"
              size="small"
              sx={{ minWidth: 200 }}
              value={source.sortField ?? ''}
              onChange={(e) => patch({ sortField: e.target.value || undefined })}
              slotProps={{ htmlInput: { 'data-testid': 'ds-sort' } }}
            >
              {fieldOptions.map((f) => (
                <MenuItem key={f.name} value={f.name}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={source.ascending === true}
                  onChange={(e) => patch({ ascending: e.target.checked })}
                />
              }
              label="升序"
            />
            <TextField
              label="条数（topN）"
              size="small"
              type="number"
              sx={{ width: 140 }}
              value={source.topN ?? ''}
              onChange={(e) =>
                patch({ topN: e.target.value === '' ? undefined : Number(e.target.value) })
              }
              slotProps={{ htmlInput: { min: 1, 'data-testid': 'ds-topn' } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={source.autoRefresh === true}
                  onChange={(e) => patch({ autoRefresh: e.target.checked || undefined })}
                />
              }
              // DS-D4: a list source with autoRefresh reloads when its schema's content changes.
              label="内容变化时自动刷新"
            />
          </Stack>
          <Box>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography variant="subtitle2">筛选条件</Typography>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={!source.schemaName}
                onClick={() =>
                  patch({
                    filters: [...filters, { fieldName: '', operation: 'eq', fieldValue: '' }],
                  })
                }
              >
                添加条件
              </Button>
            </Stack>
            <Stack spacing={1} sx={{ mt: 1 }}>
              {filters.map((filter, index) => (
                <Stack direction="row" spacing={1} key={index} data-testid="ds-filter">
                  <TextField
                    select
                    size="small"
                    label="字段"
                    sx={{ minWidth: 180 }}
                    value={filter.fieldName}
                    onChange={(e) => setFilter(index, { fieldName: e.target.value })}
                  >
                    {fieldOptions.map((f) => (
                      <MenuItem key={f.name} value={f.name}>
                        {f.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label="比较"
                    sx={{ minWidth: 120 }}
                    value={filter.operation}
                    onChange={(e) =>
                      setFilter(index, { operation: e.target.value as Filter['operation'] })
                    }
                  >
                    {OPERATORS.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    label="值"
                    fullWidth
                    value={String(filter.fieldValue ?? '')}
                    onChange={(e) => setFilter(index, { fieldValue: e.target.value })}
                  />
                  <IconButton
                    aria-label="删除条件"
                    onClick={() => patch({ filters: filters.filter((_, i) => i !== index) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            <Box
              data-testid="ds-odata"
              sx={{
                mt: 1,
                p: 1,
                bgcolor: 'grey.100',
                borderRadius: 1,
                fontFamily: 'monospace',
                fontSize: 12,
                minHeight: 20,
              }}
            >
              {odata.error ?? (odata.text || '（无筛选：全部数据）')}
            </Box>
          </Box>
          <TextField
            select
            label="前置数据源"
            size="small"
            value={source.preDataSourceIds ?? []}
            error={!!cycle}
            helperText={cycle}
            onChange={(e) => {
              const value = e.target.value as unknown as string[] | string;
              patch({ preDataSourceIds: typeof value === 'string' ? value.split(',') : value });
            }}
            slotProps={{ select: { multiple: true } }}
          >
            {sources
              .filter((s) => s.dsId !== source.dsId)
              .map((s) => (
                <MenuItem key={s.dsId} value={s.dsId}>
                  {s.name || s.dsId}
                </MenuItem>
              ))}
          </TextField>
          {cycle && <Alert severity="error">{cycle}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          data-testid="ds-save"
          disabled={!!nameError || !!schemaError || !!cycle || !!odata.error}
          onClick={() => onSave(source)}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
