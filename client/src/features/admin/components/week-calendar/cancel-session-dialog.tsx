import { zodResolver } from '@hookform/resolvers/zod';
import {
  sessionChangeSchema,
  type AdminSessionDto,
  type SessionChange,
} from '@power-gym/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeSessionMutation } from '../../sessions-api';
import { ReasonDialog } from '../reason-dialog';
import { sessionName, WEEK_TEXTS } from './week-texts';

type CancelForm = z.input<typeof sessionChangeSchema>;

const TEXTS = WEEK_TEXTS.cancel;

/**
 * 'Cancelar clase': asks the reason (the contract's rule: required, at most 120 characters) and
 * says what the members get, then PUTs the session 'Cancelada'. A refusal stays in the dialog with
 * the server's reason; the week refreshes on success.
 */
export function CancelSessionDialog({
  session,
  onClose,
}: {
  session: AdminSessionDto;
  onClose: () => void;
}) {
  const [changeSession] = useChangeSessionMutation();
  const form = useForm<CancelForm, unknown, SessionChange>({
    resolver: zodResolver(sessionChangeSchema),
    mode: 'onTouched',
    defaultValues: { status: 'Cancelada', reason: '' },
  });
  return (
    <ReasonDialog
      form={form}
      save={(change) =>
        changeSession({ diaHoraId: session.diaHoraId, date: session.date, change }).unwrap()
      }
      onClose={onClose}
      texts={{ ...TEXTS, title: TEXTS.title(sessionName(session)) }}
      idPrefix="cancelar-clase"
    />
  );
}
