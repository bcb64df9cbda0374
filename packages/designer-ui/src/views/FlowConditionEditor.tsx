import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  isOperatorApplicable,
  type ConditionOperator,
  type ConditionSet,
  type SingleCondition,
} from '@tessera/conditions';
import type { FormFieldDefinition } from '@tessera/protocol';
import { CONDITION_OPERATOR_LABELS, conditionFieldType } from './flowLabels.js';

const OPERATORS = Object.keys(CONDITION_OPERATOR_LABELS) as ConditionOperator[];

function listOf(value: unknown): SingleCondition[] {
  if (!value) return [];
  const set = value as ConditionSet;
  return [...(Array.isArray(set) ? set : (set as { conditions: SingleCondition[] }).conditions)];
}

function fieldOf(condition: SingleCondition, fields: readonly FormFieldDefinition[]) {
  const name = 'name' in condition.leftExp ? condition.leftExp.name : '';
  return fields.find((field) => field.name === name || field.uuid === name);
}

/** A condition over a form field, in the `@tessera/conditions` shape the engine evaluates. */
function conditionFor(
  field: FormFieldDefinition,
  action: ConditionOperator,
  value: unknown,
  concat: SingleCondition['concat'],
): SingleCondition {
  const fieldType = conditionFieldType(field);
  const typed =
    fieldType === 'Number' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  return {
    leftExp: { source: 'field', dsId: 'form', name: field.name },
    action,
    rightExp: { source: 'const', value: typed },
    fieldType,
    ...(concat ? { concat } : {}),
  };
}

/**
 * A branch's condition: rows of 字段 · 比较 · 值 joined by 且 / 或, over the workflow form's
 * fields (a `field` expression names the field by FieldName; the engine reads its FieldValue).
 */
export function FlowConditionEditor({
  value,
  fields,
  onChange,
}: {
  value: unknown;
  fields: readonly FormFieldDefinition[];
  onChange: (next: SingleCondition[] | null) => void;
}) {
  const list = listOf(value);
  const write = (next: SingleCondition[]) => onChange(next.length ? next : null);
  const replace = (index: number, condition: SingleCondition) =>
    write(list.map((each, i) => (i === index ? condition : each)));
  if (fields.length === 0) {
    return <Alert severity="info">流程还没有表单，请先在表单设计中添加字段</Alert>;
  }
  const add = () => {
    const field = fields[0]!;
    const action =
      OPERATORS.find((op) => isOperatorApplicable(op, conditionFieldType(field))) ?? 'eq';
    write([...list, conditionFor(field, action, '', list.length ? 'AND' : undefined)]);
  };
  return (
    <Box data-testid="condition-editor">
      <Typography variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
        条件
      </Typography>
      {list.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          满足以下条件时进入此分支，请添加条件
        </Typography>
      )}
      <Stack spacing={1.5}>
        {list.map((condition, index) => {
          const field = fieldOf(condition, fields) ?? fields[0]!;
          const fieldType = conditionFieldType(field);
          const operators = OPERATORS.filter((op) => isOperatorApplicable(op, fieldType));
          const right =
            condition.rightExp?.source === 'const' ? String(condition.rightExp.value ?? '') : '';
          return (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }} data-testid="condition-row">
              {index > 0 && (
                <Select
                  size="small"
                  value={condition.concat ?? 'AND'}
                  onChange={(event) =>
                    replace(
                      index,
                      conditionFor(field, condition.action, right, event.target.value as 'AND'),
                    )
                  }
                  sx={{ mb: 1, minWidth: 80 }}
                  inputProps={{ 'aria-label': '条件关系' }}
                >
                  <MenuItem value="AND">且</MenuItem>
                  <MenuItem value="OR">或</MenuItem>
                </Select>
              )}
              <Stack direction="row" spacing={1} alignItems="center">
                <TextField
                  select
                  size="small"
                  sx={{ flex: 3 }}
                  label="字段"
                  value={field.uuid}
                  onChange={(event) => {
                    const next = fields.find((f) => f.uuid === event.target.value)!;
                    const nextOps = OPERATORS.filter((op) =>
                      isOperatorApplicable(op, conditionFieldType(next)),
                    );
                    const action = nextOps.includes(condition.action)
                      ? condition.action
                      : (nextOps[0] ?? 'eq');
                    replace(index, conditionFor(next, action, '', condition.concat));
                  }}
                >
                  {fields.map((f) => (
                    <MenuItem key={f.uuid} value={f.uuid}>
                      {f.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  sx={{ flex: 2 }}
                  label="比较"
                  value={condition.action}
                  onChange={(event) =>
                    replace(
                      index,
                      conditionFor(
                        field,
                        event.target.value as ConditionOperator,
                        right,
                        condition.concat,
                      ),
                    )
                  }
                >
                  {operators.map((op) => (
                    <MenuItem key={op} value={op}>
                      {CONDITION_OPERATOR_LABELS[op]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  label="值"
                  type={
                    fieldType === 'Number' ? 'number' : fieldType === 'DateTime' ? 'date' : 'text'
                  }
                  value={right}
                  onChange={(event) =>
                    replace(
                      index,
                      conditionFor(field, condition.action, event.target.value, condition.concat),
                    )
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flex: 2 }}
                />
                <IconButton
                  aria-label="删除条件"
                  onClick={() => write(list.filter((_c, i) => i !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1.5 }}>
        添加条件
      </Button>
    </Box>
  );
}
