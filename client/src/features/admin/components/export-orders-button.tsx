import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The dialog (its form and the period's schema) loads the first time it opens.
const ExportOrdersDialog = lazy(async () => ({
  default: (await import('./export-orders-dialog')).ExportOrdersDialog,
}));

/** 'Exportar CSV' in Ordenes: opens 'Exportar órdenes'. */
export function ExportOrdersButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it closes with its transition and keeps its state.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Exportar CSV
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ExportOrdersDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
