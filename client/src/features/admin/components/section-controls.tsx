import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ListControls, SortChoice } from '../hooks/use-list-controls';
import { RefreshButton } from './section-title';
import { SORT_OPTIONS, columnLabel, type SortOption } from '../utils/table-values';

interface SectionControlsProps {
  title: string;
  list: ListControls;
  refreshing: boolean;
  onRefresh: () => void;
  /** Without it, 'Agregar' is shown disabled. */
  onAdd?: (() => void) | undefined;
  /** A section's own filters, beside the sort. */
  filters?: ReactNode;
  /** A section's own buttons, before 'Agregar'. */
  actions?: ReactNode;
  /** 'Ordenar por' choices, when the list offers more than the server's sorts. */
  sortOptions?: readonly SortOption[] | undefined;
}

/**
 * A section's heading and the controls of its list: refresh, search, sort, filters, its own buttons
 * and 'Agregar'.
 */
export function SectionControls({
  title,
  list,
  refreshing,
  onRefresh,
  onAdd,
  filters,
  actions,
  sortOptions = SORT_OPTIONS,
}: SectionControlsProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <RefreshButton title={title} refreshing={refreshing} onRefresh={onRefresh} />
        <TextField
          type="search"
          size="small"
          label="Buscar"
          value={list.search}
          onChange={(event) => list.onSearchChange(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 180, flexGrow: { xs: 1, sm: 0 } }}
        />
        <TextField
          select
          size="small"
          label="Ordenar por"
          value={list.sort}
          onChange={(event) => list.onSortChange(event.target.value as SortChoice)}
          sx={{ minWidth: 190, flexGrow: { xs: 1, sm: 0 } }}
        >
          {sortOptions.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
          {list.sortModel.map(({ field, sort }) => (
            // The header's sort, shown here too: choosing above goes back to a 'Ordenar por' sort.
            <MenuItem key={field} value={field} sx={{ display: 'none' }}>
              {`${columnLabel(field)} (${sort === 'desc' ? 'descendente' : 'ascendente'})`}
            </MenuItem>
          ))}
        </TextField>
        {filters}
        {actions}
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} disabled={!onAdd}>
          Agregar
        </Button>
      </Stack>
    </Stack>
  );
}
