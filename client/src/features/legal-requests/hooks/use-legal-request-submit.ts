import { LEGAL_REQUEST_MESSAGES, type LegalRequestReceivedDto } from '@power-gym/contracts';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiErrorFields, apiErrorStatus, apiErrorText } from '@/lib/api-error';
import { LEGAL_REQUEST_TEXTS } from '../texts';

const TOO_MANY_REQUESTS = 429;

/**
 * Puts each field the server refused (`{ error, fields }`) on its own field, focusing the first,
 * and answers what is left to say above the button: the server's other fields or its `error`, the
 * 429's message, or that the server could not be reached. Null when the fields say it all.
 */
function failureText<V extends FieldValues, B>(
  error: unknown,
  form: UseFormReturn<V, unknown, B>,
): string | null {
  const status = apiErrorStatus(error);
  if (status === undefined) return LEGAL_REQUEST_TEXTS.networkFailed;
  if (status === TOO_MANY_REQUESTS) {
    return apiErrorText(error, LEGAL_REQUEST_MESSAGES.tooManyRequests);
  }
  const values = form.getValues();
  const others: string[] = [];
  let placed = 0;
  for (const [name, message] of Object.entries(apiErrorFields(error))) {
    if (name in values) {
      form.setError(name as Path<V>, { message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      others.push(message);
    }
  }
  if (others.length > 0) return others.join('. ');
  return placed > 0 ? null : apiErrorText(error, LEGAL_REQUEST_TEXTS.sendFailed);
}

/**
 * A request form's sending: `submit` validates with the form's resolver and sends; on 202 `code`
 * holds the request's code; a refusal lands on the fields or in `failure`. `again` starts over.
 */
export function useLegalRequestSubmit<V extends FieldValues, B>(
  form: UseFormReturn<V, unknown, B>,
  send: (body: B) => Promise<LegalRequestReceivedDto>,
) {
  const [code, setCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setCode((await send(body)).code);
    } catch (error) {
      console.error(error);
      setFailure(failureText(error, form));
    }
  });
  const again = () => {
    form.reset();
    setFailure(null);
    setCode(null);
  };
  return { submit, code, failure, again, sending: form.formState.isSubmitting };
}
