// One row of the List widget, `pc` flavour (spec 1 §2 List widget rows): cover left or right,
// title, description, bottom line and up to three operations.
import { Box, ButtonBase, ListItem, ListItemButton, Typography } from '@mui/material';
import type { ListRow, ListWidgetState, RowOperation } from '../../lists/useListWidget.js';
import { OperationIcon } from './listIcons.js';

/** Props of {@link ListRowItem}. */
export interface ListRowItemProps {
  row: ListRow;
  list: Pick<ListWidgetState, 'layout' | 'selectRow' | 'clickOperation'>;
}

const LINE_HEIGHT_PX = 20;

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
    <ButtonBase
      onClick={onClick}
      aria-label={`${name} ${op.text}`}
      data-testid={`list-operation-${op.index + 1}`}
      sx={{
        gap: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        color: 'text.secondary',
        fontSize: 13,
        '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
      }}
    >
      {labelled ? (
        <>
          <span>{op.text}</span>
          <span>{name}</span>
        </>
      ) : (
        <>
          {op.iconUrl ? (
            <Box component="img" src={op.iconUrl} alt="" sx={{ width: 16, height: 16 }} />
          ) : (
            <OperationIcon index={op.index} sx={{ fontSize: 16 }} />
          )}
          <span>{op.text}</span>
        </>
      )}
    </ButtonBase>
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
    <Box
      component="img"
      src={row.cover}
      alt=""
      data-testid="list-cover"
      sx={{
        width: coverWidth,
        height: layout.coverHeight,
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  ) : null;
  // spec 1 §9: description height = cover image height minus 56 (with a cover), else two lines.
  const descLines = cover ? Math.max(1, Math.floor(layout.descriptionHeight / LINE_HEIGHT_PX)) : 2;
  const hasFoot = row.bottom !== '' || row.operations.length > 0;
  const operationsRight = cover && layout.picPosition === 'right' ? coverWidth + 32 : 16;

  return (
    <ListItem disablePadding divider sx={{ position: 'relative' }} data-testid="list-row">
      <ListItemButton
        onClick={() => list.selectRow(row)}
        sx={{
          alignItems: 'flex-start',
          gap: 2,
          py: 1.5,
          flexDirection: layout.picPosition === 'right' ? 'row-reverse' : 'row',
        }}
      >
        {coverBox}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: cover ? layout.coverHeight : undefined,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Typography
            component="div"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600, lineHeight: 1.5 }}
          >
            {row.title}
          </Typography>
          {row.description !== '' && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                lineHeight: `${LINE_HEIGHT_PX}px`,
                maxHeight: descLines * LINE_HEIGHT_PX,
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: descLines,
                WebkitBoxOrient: 'vertical',
                mt: 0.5,
              }}
            >
              {row.description}
            </Typography>
          )}
          {hasFoot && (
            <Typography
              variant="caption"
              color="text.disabled"
              noWrap
              sx={{
                mt: 'auto',
                pt: 0.75,
                lineHeight: '24px',
                minHeight: 24,
                pr: row.operations.length * 9,
              }}
            >
              {row.bottom}
            </Typography>
          )}
        </Box>
      </ListItemButton>
      {row.operations.length > 0 && (
        <Box
          sx={{
            position: 'absolute',
            right: operationsRight,
            bottom: 10,
            display: 'flex',
            gap: 0.5,
          }}
        >
          {row.operations.map((op) => (
            <Operation
              key={op.index}
              op={op}
              labelled={layout.operationStatus === 'labelNumber'}
              onClick={() => list.clickOperation(row, op)}
            />
          ))}
        </Box>
      )}
    </ListItem>
  );
}
