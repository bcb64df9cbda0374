import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { addMonths, addYears, format, startOfMonth } from 'date-fns';
import type { DatePickerType, DateRangeGroup } from '@tessera/validation';
import {
  canConfirm,
  dayCells,
  initialMonth,
  monthCells,
  pickerTimeParts,
  pickerView,
  withDay,
  withTimePart,
  yearCells,
  yearMonth,
  type PickerCell,
} from '../../forms/datePickerModel.js';
import { FORM_TEXTS } from '../../forms/formTexts.js';
import { PICKER_FORMATS } from '../../forms/formValues.js';
import { ChevronLeftIcon, ChevronRightIcon, DoubleLeftIcon, DoubleRightIcon } from './formIcons.js';

/** Props of {@link DatePickerPanel}. */
export interface DatePickerPanelProps {
  pickerType: DatePickerType;
  ranges: readonly DateRangeGroup[];
  /** The value being edited (null: nothing chosen yet). */
  initial: Date | null;
  now: Date;
  onConfirm(date: Date): void;
  onClear(): void;
  onCancel(): void;
}

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const SIXTY = Array.from({ length: 60 }, (_, i) => i);
const two = (n: number) => String(n).padStart(2, '0');

function Cell({
  cell,
  showMark,
  onPick,
  wide,
}: {
  cell: PickerCell;
  showMark: boolean;
  onPick(date: Date): void;
  wide: boolean;
}) {
  const mark = cell.selectable ? FORM_TEXTS.available : FORM_TEXTS.unavailable;
  return (
    <ButtonBase
      data-testid="date-cell"
      data-date={format(cell.date, 'yyyy-MM-dd')}
      data-available={cell.selectable}
      aria-pressed={cell.selected}
      aria-label={showMark ? `${cell.label} ${mark}` : cell.label}
      title={showMark ? mark : undefined}
      onClick={() => onPick(cell.date)}
      sx={{
        flexDirection: 'column',
        width: wide ? 64 : 40,
        height: showMark ? 46 : 36,
        borderRadius: 1,
        fontSize: 14,
        color: cell.selected
          ? 'primary.contrastText'
          : !cell.selectable
            ? 'text.disabled'
            : cell.outside
              ? 'text.secondary'
              : 'text.primary',
        bgcolor: cell.selected ? (cell.selectable ? 'primary.main' : 'grey.500') : 'transparent',
        border: 1,
        borderColor: cell.today && !cell.selected ? 'primary.main' : 'transparent',
        opacity: cell.outside ? 0.6 : 1,
        '&:hover': { bgcolor: cell.selected ? undefined : 'action.hover' },
      }}
    >
      <Box
        component="span"
        sx={{ textDecoration: !cell.selectable && !cell.selected ? 'line-through' : 'none' }}
      >
        {cell.label}
      </Box>
      {showMark ? (
        <Box
          component="span"
          sx={{
            fontSize: 10,
            lineHeight: 1.2,
            color: cell.selected ? 'inherit' : cell.selectable ? 'success.main' : 'text.disabled',
          }}
        >
          {mark}
        </Box>
      ) : null}
    </ButtonBase>
  );
}

/**
 * The desktop date picker (spec 1 §2): a day, month or year grid by picker type, hour/minute/
 * second columns for the datetime types, and 确定 enabled only when the chosen date satisfies
 * the ranges (spec 1 §5); with ranges each cell is marked 可用 or 不可用.
 */
export function DatePickerPanel(props: DatePickerPanelProps) {
  const { pickerType, ranges, now } = props;
  const [chosen, setChosen] = useState<Date | null>(props.initial);
  const [shown, setShown] = useState<Date>(() => initialMonth(props.initial, now));
  const view = pickerView(pickerType);
  const time = pickerTimeParts(pickerType);
  const showMark = ranges.length > 0;
  const cells = useMemo(() => {
    if (view === 'year') return yearCells(chosen, ranges, now);
    if (view === 'month') return monthCells(shown, chosen, ranges, now);
    return dayCells(shown, chosen, ranges, now);
  }, [view, shown, chosen, ranges, now]);
  const confirmable = canConfirm(chosen, ranges, pickerType, now);
  const { year, month } = yearMonth(shown);
  const pick = (date: Date) => {
    setChosen(view === 'day' ? withDay(date, chosen) : date);
    if (view === 'day') setShown(startOfMonth(date));
  };
  const setPart = (part: 'hour' | 'minute' | 'second', value: number) =>
    setChosen(withTimePart(chosen ?? withDay(now, null), part, value));

  return (
    <Box data-testid="date-picker" sx={{ p: 1.5, width: 336 }}>
      {view !== 'year' ? (
        <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
          <IconButton
            size="small"
            aria-label="上一年"
            onClick={() => setShown(addYears(shown, -1))}
          >
            <DoubleLeftIcon fontSize="small" />
          </IconButton>
          {view === 'day' ? (
            <IconButton
              size="small"
              aria-label="上个月"
              onClick={() => setShown(addMonths(shown, -1))}
            >
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
          ) : null}
          <Typography
            data-testid="date-picker-title"
            sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}
          >
            {view === 'day' ? FORM_TEXTS.monthTitle(year, month) : FORM_TEXTS.yearTitle(year)}
          </Typography>
          {view === 'day' ? (
            <IconButton
              size="small"
              aria-label="下个月"
              onClick={() => setShown(addMonths(shown, 1))}
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton size="small" aria-label="下一年" onClick={() => setShown(addYears(shown, 1))}>
            <DoubleRightIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
      {view === 'day' ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(7, 40px)',
            gap: 0.25,
            justifyContent: 'center',
          }}
        >
          {FORM_TEXTS.weekdays.map((day) => (
            <Typography
              key={day}
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary', py: 0.5 }}
            >
              {day}
            </Typography>
          ))}
          {cells.map((cell) => (
            <Cell
              key={cell.date.getTime()}
              cell={cell}
              showMark={showMark}
              onPick={pick}
              wide={false}
            />
          ))}
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(4, 64px)',
            gap: 1,
            justifyContent: 'center',
            maxHeight: 260,
            overflowY: 'auto',
          }}
        >
          {cells.map((cell) => (
            <Cell key={cell.date.getTime()} cell={cell} showMark={showMark} onPick={pick} wide />
          ))}
        </Box>
      )}
      {time.hour ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} data-testid="date-picker-time">
          {(
            [
              ['hour', HOURS, FORM_TEXTS.hour, time.hour],
              ['minute', SIXTY, FORM_TEXTS.minute, time.minute],
              ['second', SIXTY, FORM_TEXTS.second, time.second],
            ] as const
          )
            .filter(([, , , shownPart]) => shownPart)
            .map(([part, values, label]) => (
              <TextField
                key={part}
                select
                size="small"
                label={label}
                value={
                  chosen
                    ? part === 'hour'
                      ? chosen.getHours()
                      : part === 'minute'
                        ? chosen.getMinutes()
                        : chosen.getSeconds()
                    : 0
                }
                onChange={(event) => setPart(part, Number(event.target.value))}
                sx={{ flex: 1 }}
                slotProps={{
                  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 240 } } } } },
                }}
              >
                {values.map((value) => (
                  <MenuItem key={value} value={value}>
                    {two(value)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
        </Stack>
      ) : null}
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography
          data-testid="date-picker-chosen"
          variant="body2"
          sx={{
            flex: 1,
            minWidth: 0,
            whiteSpace: 'nowrap',
            fontSize: 13,
            color: chosen && !confirmable ? 'error.main' : 'text.secondary',
          }}
        >
          {chosen ? format(chosen, PICKER_FORMATS[pickerType]) : ''}
          {chosen && showMark
            ? ` ${confirmable ? FORM_TEXTS.available : FORM_TEXTS.unavailable}`
            : ''}
        </Typography>
        <Button size="small" color="inherit" onClick={props.onClear} sx={{ minWidth: 0 }}>
          {FORM_TEXTS.clear}
        </Button>
        <Button size="small" color="inherit" onClick={props.onCancel} sx={{ minWidth: 0 }}>
          {FORM_TEXTS.cancel}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!confirmable}
          onClick={() => chosen && props.onConfirm(chosen)}
        >
          {FORM_TEXTS.confirm}
        </Button>
      </Stack>
    </Box>
  );
}
