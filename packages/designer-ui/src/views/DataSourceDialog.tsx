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
import { getDataFlowInfo, listDataFlows, listModels, listSchemas, subAppRef } from '@tessera/api';
import { computeLevels, DataSourceCycleError, type DataSourceKind } from '@tessera/datasources';
import { buildFilterText, type Filter } from '@tessera/filters';
import type { DataFlowInfo, ModelSummary, SchemaSummary } from '@tessera/protocol';
import {
  COUNT_TYPES,
  countField,
  kindError,
  kindOf,
  modelChoices,
  SOURCE_KINDS,
  sourceForKind,
  type CountType,
  type EditedSource,
} from '../model/dataSourceKinds.js';
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

export type { EditedSource } from '../model/dataSourceKinds.js';

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
  const [flows, setFlows] = useState<DataFlowInfo[]>([]);
  const [models, setModels] = useState<ModelSummary[]>([]);
  const [kind, setKind] = useState<DataSourceKind>(() => kindOf(initial));
  // The flow's live preview: its answer to the parameters as they are now (UI state only).
  const [preview, setPreview] = useState<{ ok: boolean; text: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const runPreview = async () => {
    if (!source.dataFlowName) return;
    setPreviewing(true);
    try {
      const answer = await getDataFlowInfo(client, subAppRef(settings), {
        flowName: source.dataFlowName,
        parameters: (source.inputParemeter ?? []).map((p) => ({ name: p.name, value: p.value })),
      });
      setPreview(
        answer.isSuccess
          ? { ok: true, text: JSON.stringify(answer.result, null, 2) }
          : { ok: false, text: answer.message || '数据流执行失败' },
      );
    } catch (error) {
      setPreview({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setPreviewing(false);
    }
  };
  useEffect(() => {
    if (!open) return;
    let current = true;
    listSchemas(client, settings, { pageSize: 200 })
      .then((list) => current && setSchemas(list.items))
      .catch(() => {});
    listDataFlows(client, settings, { pageSize: 200 })
      .then((list) => current && setFlows(list.items))
      .catch(() => {});
    listModels(client, settings)
      .then((list) => current && setModels(list))
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
  const schemaError = kindError(source, kind);
  const flow = flows.find((f) => f.name === source.dataFlowName);
  const choices = modelChoices(models, kind, source.modelId, source.modelVersion);
  const counts = source.customerFields ?? [];
  const numericFields = fields.filter(
    (f) => f.fieldType === 'Number' || f.fieldType === 'Currency',
  );
  const parameterValue = (name: string) =>
    (source.inputParemeter ?? []).find((p) => p.name === name)?.value;
  const setParameter = (name: string, value: string) =>
    patch({
      inputParemeter: [
        ...(source.inputParemeter ?? []).filter((p) => p.name !== name),
        ...(value === '' ? [] : [{ name, value }]),
      ],
    });
  const setCount = (index: number, countType: CountType, fieldName: string, label: string) =>
    patch({
      customerFields: counts.map((c, i) =>
        i === index ? countField(countType, fieldName || undefined, label) : c,
      ),
    });

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
              label="来源"
              size="small"
              sx={{ minWidth: 140 }}
              value={kind}
              onChange={(e) => setKind(e.target.value as DataSourceKind)}
              slotProps={{ htmlInput: { 'data-testid': 'ds-kind' } }}
            >
              {SOURCE_KINDS.map((k) => (
                <MenuItem key={k.value} value={k.value}>
                  {k.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="数据模型"
              size="small"
              fullWidth
              value={source.schemaName ?? ''}
              error={kind === 'schema' && !!schemaError}
              helperText={
                kind === 'schema' ? schemaError : '可选：字段的名称与类型取自这个数据模型'
              }
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
          {kind === 'dataFlow' && (
            <Stack spacing={1.5} data-testid="ds-flow">
              <TextField
                select
                label="数据流"
                size="small"
                value={source.dataFlowName ?? ''}
                error={!!schemaError}
                helperText={schemaError ?? flow?.description}
                onChange={(e) => {
                  setPreview(null);
                  patch({ dataFlowName: e.target.value, inputParemeter: [] });
                }}
              >
                {flows.map((f) => (
                  <MenuItem key={f.flowId} value={f.name}>
                    {f.name}（{f.category || f.flowId}）
                  </MenuItem>
                ))}
              </TextField>
              {flow?.parameters.map((parameter) => (
                <TextField
                  key={parameter.name}
                  size="small"
                  label={`${parameter.label || parameter.name}${parameter.isRequired ? ' *' : ''}`}
                  value={String(parameterValue(parameter.name) ?? '')}
                  onChange={(e) => setParameter(parameter.name, e.target.value)}
                  helperText={`参数 ${parameter.name}（${parameter.type}）`}
                />
              ))}
              {flow && (
                <Box>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={previewing}
                    onClick={() => void runPreview()}
                    data-testid="ds-flow-preview"
                  >
                    预览数据
                  </Button>
                  {preview && (
                    <Box
                      component="pre"
                      data-testid="ds-flow-result"
                      sx={{
                        mt: 1,
                        p: 1,
                        maxHeight: 200,
                        overflow: 'auto',
                        bgcolor: preview.ok ? 'grey.100' : 'error.50',
                        color: preview.ok ? 'text.primary' : 'error.main',
                        borderRadius: 1,
                        fontSize: 12,
                      }}
                    >
                      {preview.text}
                    </Box>
                  )}
                </Box>
              )}
            </Stack>
          )}
          {(kind === 'apiModel' || kind === 'olapModel') && (
            <Stack direction="row" spacing={2} data-testid="ds-model">
              <TextField
                select
                size="small"
                fullWidth
                label="模型"
                value={source.modelId ?? ''}
                error={!!schemaError}
                helperText={schemaError}
                onChange={(e) =>
                  // A newly chosen model is bound to its newest version.
                  patch({
                    modelId: e.target.value,
                    modelVersion: modelChoices(models, kind, e.target.value).versions[0] ?? null,
                  })
                }
              >
                {choices.models.map((m) => (
                  <MenuItem key={m.modelId} value={m.modelId}>
                    {m.name}
                    <Typography component="span" color="text.secondary" fontSize={12} ml={1}>
                      {m.modelId}
                    </Typography>
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                sx={{ width: 160 }}
                label="模型版本"
                value={source.modelVersion ?? ''}
                onChange={(e) => patch({ modelVersion: e.target.value || null })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                {/* No version: the server's default, version 1 (spec 1 §7). */}
                <MenuItem value="">默认（版本 1）</MenuItem>
                {choices.versions.map((version) => (
                  <MenuItem key={version} value={version}>
                    版本 {version}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
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
          {kind === 'schema' && (
            <Box data-testid="ds-counts">
              <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  统计字段
                </Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() =>
                    patch({ customerFields: [...counts, countField('count', undefined, '总数')] })
                  }
                >
                  添加统计字段
                </Button>
              </Stack>
              {counts.map((count, index) => (
                <Stack key={index} direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                  <TextField
                    select
                    size="small"
                    label="统计方式"
                    sx={{ width: 120 }}
                    value={count.countType}
                    onChange={(e) => {
                      const type = e.target.value as CountType;
                      const keep =
                        type === 'count' || numericFields.some((f) => f.name === count.fieldName);
                      setCount(index, type, keep ? (count.fieldName ?? '') : '', count.displayName);
                    }}
                  >
                    {COUNT_TYPES.map((t) => (
                      <MenuItem key={t.value} value={t.value}>
                        {t.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label="字段"
                    sx={{ minWidth: 160 }}
                    value={count.fieldName ?? ''}
                    error={count.countType !== 'count' && !count.fieldName}
                    onChange={(e) =>
                      setCount(index, count.countType, e.target.value, count.displayName)
                    }
                  >
                    {count.countType === 'count' && (
                      <MenuItem value="">
                        <em>全部数据</em>
                      </MenuItem>
                    )}
                    {(count.countType === 'count' ? fields : numericFields).map((f) => (
                      <MenuItem key={f.name} value={f.name}>
                        {f.label || f.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    size="small"
                    label="显示名称"
                    sx={{ flex: 1 }}
                    value={count.displayName}
                    onChange={(e) =>
                      setCount(index, count.countType, count.fieldName ?? '', e.target.value)
                    }
                  />
                  <Typography
                    fontSize={12}
                    color="text.secondary"
                    sx={{ fontFamily: 'monospace', minWidth: 110 }}
                  >
                    {count.countTypeName}
                  </Typography>
                  <IconButton
                    aria-label="删除统计字段"
                    onClick={() => patch({ customerFields: counts.filter((_, i) => i !== index) })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Box>
          )}
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
          disabled={
            !!nameError ||
            !!schemaError ||
            !!cycle ||
            !!odata.error ||
            counts.some((c) => c.countType !== 'count' && !c.fieldName)
          }
          onClick={() => onSave(sourceForKind(source, kind))}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
