import { RECIPE_DIETS } from '@power-gym/contracts';

/** The Spanish name of a diet the data carries ('dairy free' → 'sin lactosa'); other diets are not shown. */
export function dietLabel(diet: string): string | undefined {
  return RECIPE_DIETS.find((entry) => entry.diet === diet.toLowerCase())?.value;
}

export function dietLabels(diets: readonly string[]): string[] {
  return [...new Set(diets.map(dietLabel).filter((label) => label !== undefined))];
}
