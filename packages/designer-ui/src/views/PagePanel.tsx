import { useState, useSyncExternalStore } from 'react';
import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  EMPTY_GUID,
  MASTER_PAGE_TYPE,
  type PageParameter,
  type PageVariableDefinition,
} from '@tessera/protocol';
import {
  DEFAULT_ASIDE_WIDTH,
  DEFAULT_PAGE_BACKGROUND,
  LAYOUT_STAGES,
  readPageLayout,
  LAYOUT_TYPES,
  THEME_NAMES,
  THEMES,
} from '@tessera/widgets/pc';
import {
  pageVariablesOf,
  VARIABLE_RANGES,
  variableProblem,
  withVariable,
} from '../model/pageVariables.js';
import { layoutValue, withLayoutValue } from '../model/layoutSettings.js';
import { useDesignerState, useSession } from '../react/DesignerContext.js';
import { ReadOnlyFields } from './ReadOnlyFields.js';
import { DataSourceDialog, newDataSource, type EditedSource } from './DataSourceDialog.js';
import { ImageField } from './ImageField.js';
import { usePageDataSources } from './usePageDataSources.js';

type PageTab = 'settings' | 'sources' | 'variables';

/** What the designer calls each layout of spec 1 §2. */
const LAYOUT_LABELS: Record<(typeof LAYOUT_TYPES)[number], string> = {
  'header-aside-main': '顶栏 + 侧栏 + 内容（仅 Pc）',
  'aside-header-main': '侧栏 + 顶栏 + 内容（仅 Pc）',
  'header-main': '顶栏 + 内容',
  'header-main-footer': '顶栏 + 内容 + 底栏',
  'no-header-footer-main': '仅内容',
};
const STAGE_LABELS: Record<(typeof LAYOUT_STAGES)[number], string> = {
  container: '居中（最宽 1200px）',
  'flex-container': '弹性栅格',
  'root-container': '通栏',
};

/** One page-level setting of the document (`pageData[key]`), current with every change. */
function usePageSetting(key: string): unknown {
  const { view } = useSession();
  return useSyncExternalStore(view.subscribeStructure, () => view.page().pageData[key]);
}

/** Writes one page-level setting as one undoable step. */
function useSetPageSetting() {
  const session = useSession();
  return (key: string, value: unknown) => {
    session.commands.setPageSetting(key, value);
    session.history.stopCapturing();
  };
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '3px',
        bgcolor: color,
        mr: 1,
        verticalAlign: 'middle',
      }}
    />
  );
}

function ThemeAndMaster({ onOpenPage }: { onOpenPage?: (pageId: string) => void }) {
  const session = useSession();
  const page = useDesignerState((s) => s.page);
  const pages = useDesignerState((s) => s.pages);
  if (!page) return null;
  const masters = pages.filter((p) => p.pageType === MASTER_PAGE_TYPE && p.pageId !== page.pageId);
  const isMaster = page.pageType === MASTER_PAGE_TYPE;
  const templateId = page.templateId === EMPTY_GUID ? '' : page.templateId;
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        fullWidth
        label="主题"
        value={page.styleName}
        onChange={(e) => void session.changeTheme(e.target.value)}
        slotProps={{
          htmlInput: { 'data-testid': 'page-theme' },
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
        }}
        helperText="立即生效，不需要保存"
      >
        <MenuItem value="">
          <Swatch color={THEMES.theme1.colors[0]} />
          默认（{THEMES.theme1.title}）
        </MenuItem>
        {THEME_NAMES.map((name) => (
          <MenuItem key={name} value={name}>
            <Swatch color={THEMES[name].colors[0]} />
            {name}：{THEMES[name].title}
          </MenuItem>
        ))}
      </TextField>
      {isMaster ? (
        <Typography fontSize={13} color="text.secondary">
          这是母版页：使用它的页面显示它的顶栏、侧栏、底栏与数据源。
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            select
            size="small"
            fullWidth
            label="母版页"
            value={templateId}
            onChange={(e) => void session.updateSettings({ templateId: e.target.value || null })}
            slotProps={{
              htmlInput: { 'data-testid': 'page-master' },
              inputLabel: { shrink: true },
              select: { displayEmpty: true },
            }}
            helperText={masters.length === 0 ? '还没有母版页：新建页面时选择类型“母版页”' : ' '}
          >
            <MenuItem value="">
              <em>不使用母版页</em>
            </MenuItem>
            {masters.map((p) => (
              <MenuItem key={p.pageId} value={p.pageId}>
                {p.title}
              </MenuItem>
            ))}
          </TextField>
          {templateId && onOpenPage && (
            <IconButton
              aria-label="编辑母版页"
              title="编辑母版页"
              onClick={() => onOpenPage(templateId)}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Parameters() {
  const session = useSession();
  const pageId = useDesignerState((s) => s.page?.pageId);
  const saved = useDesignerState((s) => s.pages.find((p) => p.pageId === pageId)?.parameters ?? []);
  const [rows, setRows] = useState<PageParameter[] | null>(null);
  const shown = rows ?? saved;
  const change = (index: number, patch: Partial<PageParameter>) =>
    setRows(shown.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack spacing={1} data-testid="page-parameters">
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">页面参数</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setRows([...shown, { name: '', default: '' }])}
        >
          添加
        </Button>
      </Stack>
      {shown.length === 0 && (
        <Typography fontSize={13} color="text.secondary">
          打开页面时从地址读入页面变量，例如 id
        </Typography>
      )}
      {shown.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            label="参数名"
            value={row.name}
            onChange={(e) => change(index, { name: e.target.value })}
          />
          <TextField
            size="small"
            label="默认值"
            value={row.default ?? ''}
            onChange={(e) => change(index, { default: e.target.value })}
          />
          <IconButton
            size="small"
            aria-label="删除参数"
            onClick={() => setRows(shown.filter((_, i) => i !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {rows && (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button size="small" onClick={() => setRows(null)}>
            取消
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={async () => {
              if (await session.updateSettings({ parameters: rows })) setRows(null);
            }}
          >
            保存参数
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function LayoutSettings() {
  const layout = (usePageSetting('layout') ?? {}) as {
    type?: string;
    stage?: string;
    tagBar?: boolean;
    cssData?: { page?: { bgColor?: string; bgImage?: string } };
  };
  const rtl = usePageSetting('rtl') === true;
  const isFlex = usePageSetting('isFlex') === true;
  const setSetting = useSetPageSetting();
  const setLayout = (patch: Record<string, unknown>) => {
    const next = { ...layout, ...patch };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete (next as Record<string, unknown>)[key];
    }
    setSetting('layout', Object.keys(next).length ? next : undefined);
  };
  const background = layout.cssData?.page?.bgColor ?? '';
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        fullWidth
        label="布局"
        value={layout.type ?? ''}
        onChange={(e) => setLayout({ type: e.target.value || undefined })}
        slotProps={{
          htmlInput: { 'data-testid': 'page-layout' },
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
        }}
      >
        <MenuItem value="">
          <em>无布局（运行时的应用栏）</em>
        </MenuItem>
        {LAYOUT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {LAYOUT_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {layout.type && (
        <TextField
          select
          size="small"
          fullWidth
          label="内容区"
          value={layout.stage ?? 'container'}
          onChange={(e) => setLayout({ stage: e.target.value })}
        >
          {LAYOUT_STAGES.map((stage) => (
            <MenuItem key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </MenuItem>
          ))}
        </TextField>
      )}
      {layout.type && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={layout.tagBar === true}
              onChange={(e) => setLayout({ tagBar: e.target.checked || undefined })}
            />
          }
          label="标签栏"
          slotProps={{ typography: { fontSize: 13 } }}
        />
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          fullWidth
          label="页面背景色"
          placeholder={DEFAULT_PAGE_BACKGROUND}
          value={background}
          onChange={(e) => {
            const bgColor = e.target.value.trim();
            const page = { ...layout.cssData?.page, bgColor: bgColor || undefined };
            if (!bgColor) delete page.bgColor;
            const cssData = { ...layout.cssData, page };
            setLayout({ cssData: Object.keys(page).length ? cssData : undefined });
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'page-background' },
            inputLabel: { shrink: true },
          }}
        />
        <Box
          sx={{
            width: 32,
            height: 32,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: background || DEFAULT_PAGE_BACKGROUND,
          }}
        />
      </Stack>
      <ImageField
        label="页面背景图"
        value={layout.cssData?.page?.bgImage}
        testId="page-background-image"
        onChange={(bgImage) => {
          const page = { ...layout.cssData?.page, bgImage };
          if (!bgImage) delete page.bgImage;
          const cssData = { ...layout.cssData, page };
          setLayout({ cssData: Object.keys(page).length ? cssData : undefined });
        }}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={rtl}
            onChange={(e) => setSetting('rtl', e.target.checked || undefined)}
          />
        }
        label="从右到左"
        slotProps={{ typography: { fontSize: 13 } }}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={isFlex}
            onChange={(e) => setSetting('isFlex', e.target.checked || undefined)}
          />
        }
        label="弹性栅格（20 列）"
        slotProps={{ typography: { fontSize: 13 } }}
      />
    </Stack>
  );
}

/**
 * The layout's regions (spec 1 §2 Layouts; §3 cssData header, main, footer, aside, template
 * mode): header hidden or fixed, its title, background and shadow; the aside's width and
 * background; the footer's text and background; the main area's background.
 */
function LayoutRegionSettings() {
  const layout = usePageSetting('layout') as Record<string, unknown> | undefined;
  const setSetting = useSetPageSetting();
  const type = layoutValue(layout, ['type']);
  if (typeof type !== 'string' || !type) return null;
  const model = readPageLayout(layout);
  const hasHeader = type !== 'no-header-footer-main';
  const set = (path: string[], value: unknown) =>
    setSetting('layout', withLayoutValue(layout, path, value));
  const text = (path: string[], label: string, testId: string, placeholder?: string) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      placeholder={placeholder}
      value={String(layoutValue(layout, path) ?? '')}
      onChange={(e) => set(path, e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
  const number = (path: string[], label: string, testId: string, placeholder: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      placeholder={placeholder}
      value={String(layoutValue(layout, path) ?? '')}
      onChange={(e) => set(path, e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
  const toggle = (path: string[], label: string) => (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={layoutValue(layout, path) === true}
          onChange={(e) => set(path, e.target.checked || undefined)}
        />
      }
      label={label}
      slotProps={{ typography: { fontSize: 13 } }}
    />
  );
  return (
    <Stack spacing={1.5} data-testid="layout-regions">
      <Typography variant="subtitle2">区域</Typography>
      {hasHeader && (
        <>
          <Stack direction="row" spacing={1}>
            {toggle(['header', 'hidden'], '隐藏顶栏')}
            {toggle(['header', 'fixed'], '固定顶栏')}
          </Stack>
          {model.regions.header && (
            <>
              {text(['header', 'title'], '顶栏标题', 'header-title', '页面标题')}
              {text(['cssData', 'header', 'bgColor'], '顶栏背景色', 'header-background', '主题色')}
              {text(['cssData', 'header', 'shadowColor'], '顶栏阴影颜色', 'header-shadow-color')}
              <Stack direction="row" spacing={1}>
                {number(['cssData', 'header', 'xoffset'], 'X 偏移', 'header-shadow-x', '0')}
                {number(['cssData', 'header', 'yoffset'], 'Y 偏移', 'header-shadow-y', '2')}
                {number(['cssData', 'header', 'blur'], '模糊', 'header-shadow-blur', '8')}
              </Stack>
            </>
          )}
        </>
      )}
      {model.regions.aside && (
        <Stack direction="row" spacing={1}>
          {number(['aside', 'width'], '侧栏宽度', 'aside-width', String(DEFAULT_ASIDE_WIDTH))}
          {text(['cssData', 'aside', 'bgColor'], '侧栏背景色', 'aside-background')}
        </Stack>
      )}
      {type === 'header-main-footer' && toggle(['footer', 'hidden'], '隐藏底栏')}
      {model.regions.footer && (
        <>
          {text(['footer', 'text'], '底栏文字', 'footer-text')}
          {text(['cssData', 'footer', 'bgColor'], '底栏背景色', 'footer-background')}
        </>
      )}
      {text(['cssData', 'main', 'bgColor'], '内容区背景色', 'main-background')}
      <TextField
        select
        size="small"
        fullWidth
        label="母版页样式"
        value={String(layoutValue(layout, ['cssData', 'templateMode']) ?? 'global')}
        onChange={(e) =>
          set(['cssData', 'templateMode'], e.target.value === 'global' ? undefined : e.target.value)
        }
      >
        <MenuItem value="global">母版页的样式优先</MenuItem>
        <MenuItem value="custom">本页的样式优先</MenuItem>
      </TextField>
    </Stack>
  );
}

function SettingsTab({ onOpenPage }: { onOpenPage?: (pageId: string) => void }) {
  return (
    <Stack spacing={2} divider={<Divider />}>
      <ThemeAndMaster onOpenPage={onOpenPage} />
      <LayoutSettings />
      <LayoutRegionSettings />
      <Parameters />
    </Stack>
  );
}

function SourcesTab() {
  const session = useSession();
  const sources = usePageDataSources();
  const [editing, setEditing] = useState<EditedSource | null>(null);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">数据源</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEditing(newDataSource(crypto.randomUUID()))}
        >
          新建
        </Button>
      </Stack>
      {sources.length === 0 && (
        <Typography color="text.secondary" fontSize={13}>
          页面还没有数据源
        </Typography>
      )}
      {sources.map((source) => (
        <Stack key={source.dsId} direction="row" alignItems="center" data-testid="page-data-source">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography fontSize={13} noWrap>
              {source.name || source.dsId}
            </Typography>
            <Typography fontSize={11} color="text.secondary" noWrap>
              {source.schemaName}
            </Typography>
          </Box>
          <IconButton size="small" aria-label="编辑数据源" onClick={() => setEditing(source)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label="删除数据源"
            onClick={() => {
              session.commands.removeDataSource(source.dsId);
              session.history.stopCapturing();
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {editing && (
        <DataSourceDialog
          open
          initial={editing}
          sources={sources}
          onClose={() => setEditing(null)}
          onSave={(source) => {
            session.commands.putDataSource({ ...source });
            session.history.stopCapturing();
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

const NEW_VARIABLE: PageVariableDefinition = { range: 'CurPage', name: '' };

function VariablesTab() {
  const variables = pageVariablesOf(usePageSetting('variables'));
  const setSetting = useSetPageSetting();
  /** The variable being edited and its index (-1: a new one). */
  const [editing, setEditing] = useState<{ variable: PageVariableDefinition; index: number }>({
    variable: NEW_VARIABLE,
    index: -1,
  });
  const { variable, index } = editing;
  const problem = variable.name === '' ? null : variableProblem(variables, variable, index);
  const commit = () => {
    if (variableProblem(variables, variable, index)) return;
    setSetting('variables', withVariable(variables, variable, index));
    setEditing({ variable: NEW_VARIABLE, index: -1 });
  };
  return (
    <Stack spacing={1.5} data-testid="page-variables">
      <Typography variant="subtitle2">页面变量</Typography>
      {variables.length === 0 && (
        <Typography color="text.secondary" fontSize={13}>
          页面还没有变量：事件的“设置变量”与条件读写它们
        </Typography>
      )}
      {variables.map((v, i) => (
        <Stack key={v.name} direction="row" alignItems="center" data-testid="page-variable">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography fontSize={13} noWrap>
              {v.name}
            </Typography>
            <Typography fontSize={11} color="text.secondary" noWrap>
              {VARIABLE_RANGES.find((r) => r.value === v.range)?.label}
              {v.default !== undefined && ` · 默认 ${String(v.default)}`}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label="编辑变量"
            onClick={() => setEditing({ variable: v, index: i })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label="删除变量"
            onClick={() =>
              setSetting(
                'variables',
                variables.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Divider />
      <Typography variant="subtitle2">
        {index < 0 ? '添加变量' : `编辑变量 ${variable.name}`}
      </Typography>
      <TextField
        size="small"
        label="变量名"
        value={variable.name}
        error={!!problem}
        helperText={problem ?? ' '}
        onChange={(e) => setEditing({ index, variable: { ...variable, name: e.target.value } })}
        slotProps={{ htmlInput: { 'data-testid': 'variable-name' } }}
      />
      <TextField
        select
        size="small"
        label="范围"
        value={variable.range}
        onChange={(e) =>
          setEditing({
            index,
            variable: { ...variable, range: e.target.value as PageVariableDefinition['range'] },
          })
        }
      >
        {VARIABLE_RANGES.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="默认值"
        value={variable.default === undefined ? '' : String(variable.default)}
        onChange={(e) => setEditing({ index, variable: { ...variable, default: e.target.value } })}
        slotProps={{ htmlInput: { 'data-testid': 'variable-default' } }}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {index >= 0 && (
          <Button size="small" onClick={() => setEditing({ variable: NEW_VARIABLE, index: -1 })}>
            取消
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          disabled={variable.name.trim() === '' || !!problem}
          onClick={commit}
          data-testid="variable-commit"
        >
          {index < 0 ? '添加' : '保存'}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The page's own panel (nothing selected): its settings (theme and master page at once on the
 * server; layout, background and direction in the document), its data sources and variables.
 */
export function PagePanel({ onOpenPage }: { onOpenPage?: (pageId: string) => void }) {
  const page = useDesignerState((s) => s.page);
  const [tab, setTab] = useState<PageTab>('settings');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="page-panel">
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          页面
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {page?.title}
          {page?.pageType === MASTER_PAGE_TYPE && ' · 母版页'}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: PageTab) => setTab(value)}
        sx={{
          minHeight: 40,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 40, minWidth: 56, px: 1.5 },
        }}
      >
        <Tab value="settings" label="设置" data-testid="page-tab-settings" />
        <Tab value="sources" label="数据源" data-testid="page-tab-sources" />
        <Tab value="variables" label="变量" data-testid="page-tab-variables" />
      </Tabs>
      <Box sx={{ p: 2, overflow: 'auto', flex: 1 }}>
        <ReadOnlyFields>
          {tab === 'settings' && <SettingsTab onOpenPage={onOpenPage} />}
          {tab === 'sources' && <SourcesTab />}
          {tab === 'variables' && <VariablesTab />}
        </ReadOnlyFields>
      </Box>
    </Box>
  );
}
