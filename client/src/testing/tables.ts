import { within } from '@testing-library/react';

/** Each element's text, in order. */
export function textsOf(elements: HTMLElement[]) {
  return elements.map((element) => element.textContent);
}

/** A table's column headers as their texts. */
export function columnHeaders(table: HTMLElement) {
  return textsOf(within(table).getAllByRole('columnheader'));
}

/** A table's data rows (not its header) as their cell texts; a data grid's cells are 'gridcell's. */
export function rowTexts(table: HTMLElement, cellRole: 'cell' | 'gridcell' = 'cell') {
  return within(table)
    .getAllByRole('row')
    .map((row) => textsOf(within(row).queryAllByRole(cellRole)))
    .filter((cells) => cells.length > 0);
}
