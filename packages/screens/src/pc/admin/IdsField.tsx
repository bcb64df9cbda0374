import { Autocomplete, Chip, TextField } from '@mui/material';

/** A choice of {@link IdsField}: its id, label and depth in a tree (indent). */
export interface Choice {
  id: string;
  label: string;
  depth?: number;
}

/** A multiple choice of ids (departments, roles, tags) shown as chips. */
export function IdsField({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const chosen = value
    .map((id) => choices.find((each) => each.id === id))
    .filter((each): each is Choice => each !== undefined);
  return (
    <Autocomplete
      multiple
      size="small"
      options={choices}
      value={chosen}
      disableCloseOnSelect
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_, picked) => onChange(picked.map((each) => each.id))}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} style={{ paddingLeft: 16 + (option.depth ?? 0) * 16 }}>
            {option.label}
          </li>
        );
      }}
      renderValue={(picked, getItemProps) =>
        picked.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...rest} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
