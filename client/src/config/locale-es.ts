import type { Localization } from '@mui/material/locale';

// MUI's own esES (@mui/material/locale) builds an Intl.NumberFormat when its module loads, which
// cost the landing page tens of milliseconds of main thread before the first render, for the one
// table pager that shows numbers (admin). These are the same texts; the formatter is built on first use.
let numberFormat: Intl.NumberFormat | undefined;

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  try {
    numberFormat ??= new Intl.NumberFormat('es-ES');
  } catch {
    return String(value);
  }
  return numberFormat.format(value);
}

function pageAriaLabel(type: string): string {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
}

export const esES: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageAriaLabel(type),
      },
    },
  },
};
