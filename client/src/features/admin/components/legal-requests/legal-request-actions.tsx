import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LegalRequestDto } from '@power-gym/contracts';
import { useResolveLegalRequestMutation } from '../../legal-requests-api';
import { confirmThenSave } from '../../utils/confirm-then-save';
import { LEGAL_REQUEST_ADMIN_TEXTS } from './legal-request-texts';

const TEXTS = LEGAL_REQUEST_ADMIN_TEXTS;

/**
 * A 'Confirmada' row's 'Resolver' (asks first, saying what it does: an arrepentimiento refunds its
 * order) and 'Rechazar' (opens the dialog that asks the reason).
 */
export function LegalRequestActions({
  request,
  onReject,
}: {
  request: LegalRequestDto;
  onReject: (request: LegalRequestDto) => void;
}) {
  const [resolve, { isLoading }] = useResolveLegalRequestMutation();
  const run = () =>
    confirmThenSave(
      {
        title: TEXTS.resolve.title(request.code),
        text: TEXTS.resolve.detail(request),
        confirmButtonText: TEXTS.resolve.confirmButton,
        cancelButtonText: TEXTS.resolve.cancelButton,
      },
      { success: TEXTS.resolve.success, failure: TEXTS.resolve.failure },
      () => resolve({ code: request.code, body: { state: 'Resuelta' } }).unwrap(),
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        aria-label={TEXTS.resolve.label(request.code)}
        loading={isLoading}
        onClick={() => void run()}
      >
        {TEXTS.resolve.button}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={TEXTS.reject.label(request.code)}
        disabled={isLoading}
        onClick={() => onReject(request)}
      >
        {TEXTS.reject.button}
      </Button>
    </Stack>
  );
}
