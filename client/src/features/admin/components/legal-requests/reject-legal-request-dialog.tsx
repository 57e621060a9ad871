import { zodResolver } from '@hookform/resolvers/zod';
import {
  resolveLegalRequestBodySchema,
  type LegalRequestDto,
  type ResolveLegalRequestBody,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResolveLegalRequestMutation } from '../../legal-requests-api';
import { ReasonDialog } from '../reason-dialog';
import { LEGAL_REQUEST_ADMIN_TEXTS } from './legal-request-texts';

const TEXTS = LEGAL_REQUEST_ADMIN_TEXTS.reject;

type RejectForm = z.input<typeof resolveLegalRequestBodySchema>;

/**
 * 'Rechazar': asks the reason (the contract's rule: required, at most 500 characters), then PUTs
 * the request 'Rechazada'.
 */
export function RejectLegalRequestDialog({
  request,
  onClose,
}: {
  request: LegalRequestDto;
  onClose: () => void;
}) {
  const [resolve] = useResolveLegalRequestMutation();
  const form = useForm<RejectForm, unknown, ResolveLegalRequestBody>({
    resolver: zodResolver(resolveLegalRequestBodySchema),
    mode: 'onTouched',
    defaultValues: { state: 'Rechazada', reason: '' },
  });
  return (
    <ReasonDialog
      form={form}
      save={(body) => resolve({ code: request.code, body }).unwrap()}
      onClose={onClose}
      texts={{ ...TEXTS, title: TEXTS.title(request.code), detail: TEXTS.detail(request) }}
      idPrefix="rechazar-solicitud"
      multiline
      maxLength={500}
    />
  );
}
