import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

const count = new Intl.NumberFormat('es-AR');

/** The grid's Spanish texts, with the page range read as the dashboard always did: '1-25 de 250'. */
export const GRID_LOCALE_TEXT: Partial<GridLocaleText> = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'No hay registros.',
  paginationDisplayedRows: ({ from, to, count: total }) =>
    `${count.format(from)}-${count.format(to)} de ${count.format(total)}`,
};
