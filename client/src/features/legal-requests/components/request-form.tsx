import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { LEGAL_REQUEST_TEXTS } from '../texts';
import { ReceivedHeading, RequestReceivedRegion } from './request-received';

/**
 * A request's form and its answer in one place: the fields, what failed and the submit button
 * (loading while it sends) until the 202; then the code and 'Hacer otra solicitud'.
 */
export function RequestForm({
  label,
  submitLabel,
  code,
  failure,
  sending,
  onSubmit,
  onAgain,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  code: string | null;
  failure: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onAgain: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Box>
      {code !== null && <ReceivedHeading />}
      <RequestReceivedRegion code={code} />
      {code === null ? (
        <Stack
          component="form"
          noValidate
          aria-label={label}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
          spacing={2}
        >
          {children}
          {failure !== null && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" loading={sending}>
            {submitLabel}
          </Button>
        </Stack>
      ) : (
        <Button variant="text" onClick={onAgain} sx={{ mt: 1 }}>
          {LEGAL_REQUEST_TEXTS.received.again}
        </Button>
      )}
    </Box>
  );
}
