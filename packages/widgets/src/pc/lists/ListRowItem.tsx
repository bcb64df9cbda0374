// One row of the List widget, `pc` flavour (spec 1 §2 List widget rows): cover left or right,
// title, description, bottom line and up to three operations.
import type { CSSProperties } from 'react';
import { ButtonBase, ListItem, ListItemButton } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ListRow, ListWidgetState, RowOperation } from '../../lists/useListWidget.js';
import { OperationIcon } from './listIcons.js';
import { NO_WRAP } from '../widgetParts.js';

/** Props of {@link ListRowItem}. */
export interface ListRowItemProps {
  row: ListRow;
  list: Pick<ListWidgetState, 'layout' | 'selectRow' | 'clickOperation'>;
}

const LINE_HEIGHT_PX = 20;

// The row's styles are written once per part, not as `sx` per row (issue 30: the 100-widget page
// spent ≈ 0.4 s in MUI's sx functions for its rows). What varies per list or row (cover size,
// line count, the operations' room) goes in `style` or a CSS variable. The texts are plain
// elements with the theme's typography, not MUI `Typography`: the same CSS, without its per-render
// variant matching (≈ 30 variants a text, three texts a row).
const RowItem = styled(ListItem)({ position: 'relative' });
const RowButton = styled(ListItemButton)(({ theme }) => ({
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  paddingTop: theme.spacing(1.5),
  paddingBottom: theme.spacing(1.5),
}));
const Cover = styled('img')(({ theme }) => ({
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));
const Body = styled('div')({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
});
const Title = styled('div')(({ theme }) => ({
  margin: 0,
  ...theme.typography.subtitle1,
  ...NO_WRAP,
  fontWeight: 600,
  lineHeight: 1.5,
}));
const Description = styled('p')(({ theme }) => ({
  margin: 0,
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
  lineHeight: `${LINE_HEIGHT_PX}px`,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  marginTop: theme.spacing(0.5),
}));
// `--list-operations`: the number of operations, whose room the bottom line leaves free.
const Foot = styled('span')(({ theme }) => ({
  margin: 0,
  ...theme.typography.caption,
  ...NO_WRAP,
  color: theme.palette.text.disabled,
  marginTop: 'auto',
  paddingTop: theme.spacing(0.75),
  lineHeight: '24px',
  minHeight: 24,
  paddingRight: `calc(var(--list-operations) * ${theme.spacing(9)})`,
}));
const Operations = styled('div')(({ theme }) => ({
  position: 'absolute',
  bottom: 10,
  display: 'flex',
  gap: theme.spacing(0.5),
}));
const OperationButton = styled(ButtonBase)(({ theme }) => ({
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.25, 0.75),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.secondary,
  fontSize: 13,
  '&:hover': { color: theme.palette.primary.main, backgroundColor: theme.palette.action.hover },
}));
const OperationImage = styled('img')({ width: 16, height: 16 });
const OPERATION_ICON_STYLE: CSSProperties = { fontSize: 16 };

function Operation({
  op,
  labelled,
  onClick,
}: {
  op: RowOperation;
  labelled: boolean;
  onClick: () => void;
}) {
  // spec 1 §3 operationStatus: iconNumber (icon then number) or labelNumber (number then label).
  const name = op.label || `操作${op.index + 1}`;
  return (
    <OperationButton
      onClick={onClick}
      aria-label={`${name} ${op.text}`}
      data-testid={`list-operation-${op.index + 1}`}
    >
      {labelled ? (
        <>
          <span>{op.text}</span>
          <span>{name}</span>
        </>
      ) : (
        <>
          {op.iconUrl ? (
            <OperationImage src={op.iconUrl} alt="" />
          ) : (
            <OperationIcon index={op.index} style={OPERATION_ICON_STYLE} />
          )}
          <span>{op.text}</span>
        </>
      )}
    </OperationButton>
  );
}

/**
 * A row: the main part is one button (row click → rowClick); the operations sit beside the
 * bottom line as buttons of their own (never nested in the row's button).
 */
export function ListRowItem({ row, list }: ListRowItemProps) {
  const { layout } = list;
  const cover = layout.showPic && row.cover !== '';
  const coverWidth = Math.round((layout.coverHeight * 4) / 3);
  const coverBox = cover ? (
    <Cover
      src={row.cover}
      alt=""
      data-testid="list-cover"
      style={{ width: coverWidth, height: layout.coverHeight }}
    />
  ) : null;
  // spec 1 §9: description height = cover image height minus 56 (with a cover), else two lines.
  const descLines = cover ? Math.max(1, Math.floor(layout.descriptionHeight / LINE_HEIGHT_PX)) : 2;
  const hasFoot = row.bottom !== '' || row.operations.length > 0;
  const operationsRight = cover && layout.picPosition === 'right' ? coverWidth + 32 : 16;

  return (
    <RowItem disablePadding divider data-testid="list-row">
      <RowButton
        onClick={() => list.selectRow(row)}
        style={{ flexDirection: layout.picPosition === 'right' ? 'row-reverse' : 'row' }}
      >
        {coverBox}
        <Body style={cover ? { minHeight: layout.coverHeight } : undefined}>
          <Title>{row.title}</Title>
          {row.description !== '' && (
            <Description
              style={{ maxHeight: descLines * LINE_HEIGHT_PX, WebkitLineClamp: descLines }}
            >
              {row.description}
            </Description>
          )}
          {hasFoot && (
            <Foot style={{ '--list-operations': row.operations.length } as CSSProperties}>
              {row.bottom}
            </Foot>
          )}
        </Body>
      </RowButton>
      {row.operations.length > 0 && (
        <Operations style={{ right: operationsRight }}>
          {row.operations.map((op) => (
            <Operation
              key={op.index}
              op={op}
              labelled={layout.operationStatus === 'labelNumber'}
              onClick={() => list.clickOperation(row, op)}
            />
          ))}
        </Operations>
      )}
    </RowItem>
  );
}
