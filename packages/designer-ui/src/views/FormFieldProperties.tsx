import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Divider,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import AddIcon from '@mui/icons-material/Add';
import {
  FORMAT_KINDS,
  formFieldType,
  isRequiredField,
  type FieldFormatKind,
} from '@tessera/designer';
import type { FormFieldDefinition } from '@tessera/protocol';
import type { FormDesignerModel } from '../model/formDesignerModel.js';

/** The property panel's labels (ours). */
const FORMAT_LABELS: Readonly<Record<FieldFormatKind | 'none' | 'regex', string>> = {
  none: '无',
  digits: '数字（0-9）',
  email: '电子邮件',
  url: '网址',
  mobile: '手机号码',
  ip: 'IP 地址',
  currency: '货币',
  number: '数值',
  regex: '正则表达式',
};

const DATE_TYPES = [
  ['date', '日期'],
  ['month', '月份'],
  ['minute', '日期时间（分）'],
  ['second', '日期时间（秒）'],
] as const;

type Rule = Record<string, unknown>;

function numberOrUndefined(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 0.5 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The selected field's properties: label, name, alias, placeholder, required, length, bounds,
 * format rule (spec 2 §5 kinds, a regex with its message), options, date type, default value.
 * Each edit is one command; keystrokes of one field merge into one undo step.
 */
export function FormFieldProperties({
  model,
  field,
}: {
  model: FormDesignerModel;
  field: FormFieldDefinition;
}) {
  const entry = formFieldType(field.type);
  const props = entry?.properties ?? ['placeholder', 'defaultValue'];
  const options = field.options ?? {};
  const rules = (field.rules ?? []) as Rule[];
  const rule = (kind: string) => rules.find((r) => r.kind === kind);
  const length = rule('length');
  const bounds = { min: options.min as number | undefined, max: options.max as number | undefined };
  const format =
    (FORMAT_KINDS as readonly string[]).find((kind) => rule(kind)) ??
    (rule('regex') ? 'regex' : 'none');
  const regex = rule('regex');
  const choices = Array.isArray(options.options)
    ? (options.options as { label: string; value: string }[])
    : [];
  const text = (
    label: string,
    value: unknown,
    onChange: (v: string) => void,
    extra: object = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => model.stopCapturing()}
      fullWidth
      {...extra}
    />
  );
  const setLength = (min: number | undefined, max: number | undefined) =>
    model.setRule(field.uuid, 'length', min || max ? { kind: 'length', min, max } : undefined);
  const setFormat = (kind: string) => {
    for (const each of [...FORMAT_KINDS, 'regex']) {
      if (each !== kind && rule(each)) model.setRule(field.uuid, each, undefined);
    }
    if (kind === 'regex') model.setRule(field.uuid, 'regex', { pattern: '', message: '' });
    else if (kind !== 'none') model.setRule(field.uuid, kind, {});
    model.stopCapturing();
  };
  return (
    <Stack spacing={2.5} data-testid="field-properties">
      <Section title="基础">
        {text('标题', field.label, (v) => {
          model.setField(field.uuid, 'label', v);
          model.setField(field.uuid, 'alias', v);
        })}
        {text('字段名称（FieldName）', field.name, (v) => model.setField(field.uuid, 'name', v), {
          helperText: `字段类型：${entry?.label ?? field.type}（${field.type}）`,
        })}
        {props.includes('placeholder') &&
          text('占位提示', options.placeholder, (v) =>
            model.setOption(field.uuid, 'placeholder', v || undefined),
          )}
        {props.includes('content') &&
          text('说明内容', options.content, (v) => model.setOption(field.uuid, 'content', v), {
            multiline: true,
            minRows: 3,
          })}
        {field.type !== 'description' && (
          <FormControlLabel
            control={
              <Switch
                checked={isRequiredField(rules)}
                onChange={(event) => {
                  model.setRule(
                    field.uuid,
                    'required',
                    event.target.checked ? { kind: 'required' } : undefined,
                  );
                  model.stopCapturing();
                }}
              />
            }
            label="必填"
          />
        )}
      </Section>
      {props.includes('length') && (
        <Section title="长度">
          <Stack direction="row" spacing={1}>
            {text(
              '最少字符',
              length?.min,
              (v) => setLength(numberOrUndefined(v), length?.max as number | undefined),
              { type: 'number' },
            )}
            {text(
              '最多字符',
              length?.max,
              (v) => setLength(length?.min as number | undefined, numberOrUndefined(v)),
              { type: 'number' },
            )}
          </Stack>
        </Section>
      )}
      {props.includes('bounds') && (
        <Section title="数值范围">
          <Stack direction="row" spacing={1}>
            {text(
              '最小值',
              bounds.min,
              (v) => model.setOption(field.uuid, 'min', numberOrUndefined(v)),
              { type: 'number' },
            )}
            {text(
              '最大值',
              bounds.max,
              (v) => model.setOption(field.uuid, 'max', numberOrUndefined(v)),
              { type: 'number' },
            )}
          </Stack>
          {props.includes('decimals') &&
            text(
              '小数位数',
              options.decimals,
              (v) => model.setOption(field.uuid, 'decimals', numberOrUndefined(v)),
              { type: 'number' },
            )}
        </Section>
      )}
      {props.includes('format') && (
        <Section title="格式校验">
          <TextField
            select
            size="small"
            label="格式"
            value={format}
            onChange={(e) => setFormat(e.target.value)}
            fullWidth
          >
            {Object.entries(FORMAT_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {regex && (
            <>
              {text('正则表达式', regex.pattern, (v) =>
                model.setRule(field.uuid, 'regex', { ...regex, pattern: v }),
              )}
              {text('校验提示', regex.message, (v) =>
                model.setRule(field.uuid, 'regex', { ...regex, message: v }),
              )}
            </>
          )}
        </Section>
      )}
      {props.includes('choices') && (
        <Section title="选项">
          {choices.map((choice, index) => (
            <Stack key={index} direction="row" spacing={1} alignItems="center">
              {text(`选项${index + 1}`, choice.label, (v) => {
                const next = choices.map((c, i) => (i === index ? { label: v, value: v } : c));
                model.setOption(field.uuid, 'options', next);
              })}
              <IconButton
                aria-label={`删除选项${index + 1}`}
                disabled={choices.length <= 1}
                onClick={() =>
                  model.setOption(
                    field.uuid,
                    'options',
                    choices.filter((_, i) => i !== index),
                  )
                }
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              const label = `选项${choices.length + 1}`;
              model.setOption(field.uuid, 'options', [...choices, { label, value: label }]);
              model.stopCapturing();
            }}
          >
            添加选项
          </Button>
        </Section>
      )}
      {props.includes('dateType') && (
        <Section title="日期">
          <TextField
            select
            size="small"
            label="日期类型"
            value={String(options.dateType ?? 'date')}
            onChange={(e) => model.setOption(field.uuid, 'dateType', e.target.value)}
            fullWidth
          >
            {DATE_TYPES.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Section>
      )}
      {props.includes('count') &&
        text(
          '星数',
          options.count,
          (v) => model.setOption(field.uuid, 'count', numberOrUndefined(v)),
          { type: 'number' },
        )}
      {props.includes('defaultValue') && (
        <>
          <Divider />
          {text('默认值', options.defaultValue, (v) =>
            model.setOption(field.uuid, 'defaultValue', v || undefined),
          )}
        </>
      )}
    </Stack>
  );
}
