import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RECIPE_DIETS, type RecipeDiet, type RecipeSummaryDto } from '@power-gym/contracts';

interface RecipeFiltersProps {
  input: string;
  onInputChange: (value: string) => void;
  /** Titles to offer; empty hides the list. */
  suggestions: RecipeSummaryDto[];
  diet: RecipeDiet | null;
  onDietChange: (diet: RecipeDiet | null) => void;
}

export function RecipeFilters({
  input,
  onInputChange,
  suggestions,
  diet,
  onDietChange,
}: RecipeFiltersProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
    >
      <Autocomplete
        freeSolo
        options={suggestions}
        // The server already matched the titles; show its answer as it is.
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        inputValue={input}
        onInputChange={(_event, value) => onInputChange(value)}
        sx={{ flexGrow: 1, minWidth: { md: 320 } }}
        renderInput={(params) => <TextField {...params} label="Buscar receta" />}
      />
      <Stack spacing={0.5}>
        <Typography id="recipe-diet-label" variant="body2" color="text.secondary">
          Dieta
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={diet}
          onChange={(_event, value: RecipeDiet | null) => onDietChange(value)}
          aria-labelledby="recipe-diet-label"
          sx={{ flexWrap: 'wrap' }}
        >
          {RECIPE_DIETS.map(({ value }) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
