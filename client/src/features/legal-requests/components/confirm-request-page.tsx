import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LEGAL_REQUEST_CODE_PATTERN,
  LEGAL_REQUEST_MESSAGES,
  LEGAL_REQUEST_TOKEN_PATTERN,
} from '@power-gym/contracts';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { apiErrorStatus, apiErrorText } from '@/lib/api-error';
import { useConfirmLegalRequestMutation } from '../api';
import { LEGAL_REQUEST_TEXTS } from '../texts';
import { LegalRequestPage } from './legal-request-page';
import { RequestOutcome } from './request-outcome';

const TEXTS = LEGAL_REQUEST_TEXTS.confirm;

/** The statuses of a link that will never work: malformed (400), unknown (404) or expired (410). */
const DEAD_LINK_STATUSES = [400, 404, 410];

/** A dead link's message and the two forms, to make the request again. */
function InvalidLink({ message }: { message: string }) {
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Typography>{TEXTS.again}</Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
        <li>
          <Link component={RouterLink} to={paths.arrepentimiento.getHref()}>
            {TEXTS.againArrepentimiento}
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={paths.baja.getHref()}>
            {TEXTS.againBaja}
          </Link>
        </li>
      </Stack>
    </Stack>
  );
}

/**
 * /solicitudes/:code/confirmar?token=…, the mail's link: shows the code and confirms only when
 * asked (mail scanners open links), then what became of the request. A link that cannot work
 * (malformed here, or refused by the server) says so and links the forms.
 */
export function ConfirmRequestPage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data: outcome, isLoading }] = useConfirmLegalRequestMutation();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wellFormed =
    LEGAL_REQUEST_CODE_PATTERN.test(code) && LEGAL_REQUEST_TOKEN_PATTERN.test(token);

  const run = async () => {
    setFailure(null);
    try {
      await confirm({ code, token }).unwrap();
    } catch (error) {
      console.error(error);
      const status = apiErrorStatus(error);
      if (status !== undefined && DEAD_LINK_STATUSES.includes(status)) {
        setDeadLink(apiErrorText(error, LEGAL_REQUEST_MESSAGES.linkInvalid));
      } else if (status === undefined) {
        setFailure(LEGAL_REQUEST_TEXTS.networkFailed);
      } else {
        setFailure(apiErrorText(error, TEXTS.failed));
      }
    }
  };

  const body = () => {
    if (!wellFormed) return <InvalidLink message={LEGAL_REQUEST_MESSAGES.linkInvalid} />;
    if (deadLink !== null) return <InvalidLink message={deadLink} />;
    if (outcome) return <RequestOutcome outcome={outcome} />;
    return (
      <Stack spacing={2}>
        <Typography>{TEXTS.question}</Typography>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button variant="contained" size="large" loading={isLoading} onClick={() => void run()}>
          {TEXTS.submit}
        </Button>
      </Stack>
    );
  };

  return (
    <LegalRequestPage title={TEXTS.title} paragraphs={wellFormed ? [TEXTS.code(code)] : []}>
      {body()}
    </LegalRequestPage>
  );
}
