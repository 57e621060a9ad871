import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DESK_PAYMENTS,
  deskSaleBodySchema,
  formatMoney,
  type DeskPayment,
  type DeskSaleBody,
  type FoundMemberDto,
  type OrderDto,
} from '@power-gym/contracts';
import { useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { apiErrorFields, apiErrorText } from '@/lib/api-error';
import { useCreateDeskSaleMutation } from '../api';
import { DESK_SALE_TEXTS as TEXTS } from '../texts';
import { ChosenMember, MEMBER_SEARCH_ID, MemberPicker } from './member-picker';
import { RegisterMemberDialog } from './register-member-dialog';
import { ACTIVITY_FIELD_ID, SaleLinePicker, type SaleLine } from './sale-line-picker';
import { SaleLines } from './sale-lines';

interface DeskSaleValues {
  member: FoundMemberDto | null;
  lines: SaleLine[];
  codigo: string;
  paymentMethod: DeskPayment | '';
}

const EMPTY: DeskSaleValues = { member: null, lines: [], codigo: '', paymentMethod: '' };

/** The form's field each part of POST /order/desk's body comes from. */
const FIELD_OF: Record<keyof DeskSaleBody, keyof DeskSaleValues> = {
  userId: 'member',
  lines: 'lines',
  codigo: 'codigo',
  paymentMethod: 'paymentMethod',
};

/** The form as the body POST /order/desk takes, checked by the contract's own schema. */
const deskSaleResolver: Resolver<DeskSaleValues, unknown, DeskSaleBody> = (values) => {
  const parsed = deskSaleBodySchema.safeParse({
    userId: values.member?.id,
    lines: values.lines.map(({ diaHoraId, quantity }) => ({ diaHoraId, quantity })),
    codigo: values.codigo,
    paymentMethod: values.paymentMethod,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Partial<Record<keyof DeskSaleValues, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path[0] as keyof DeskSaleBody];
    // The id's own message speaks of ids: the desk reads that no member was chosen.
    const message = field === 'member' ? TEXTS.memberRequired : issue.message;
    errors[field] ??= { type: issue.code, message };
  }
  return { values: {}, errors: errors as FieldErrors<DeskSaleValues> };
};

const CODE_FIELD_ID = 'desk-sale-code';
const PAYMENT_FIELD_ID = 'desk-sale-payment';

/** Where each problem sends the focus, in the form's order: its members are not all inputs. */
const FOCUS_ORDER: [keyof DeskSaleValues, string][] = [
  ['member', MEMBER_SEARCH_ID],
  ['lines', ACTIVITY_FIELD_ID],
  ['codigo', CODE_FIELD_ID],
  ['paymentMethod', PAYMENT_FIELD_ID],
];

function focusFirstProblem(errors: FieldErrors<DeskSaleValues>) {
  const first = FOCUS_ORDER.find(([field]) => errors[field] !== undefined);
  if (first) document.getElementById(first[1])?.focus();
}

/** A refusal as the server words it, with each refused field's message (each said once). */
function failureText(error: unknown): string {
  const fields = Object.values(apiErrorFields(error));
  return [...new Set([apiErrorText(error, TEXTS.failed), ...fields])].join('. ');
}

type Outcome = { sold: OrderDto; payment: DeskPayment } | { failed: string } | null;

/**
 * 'Venta en recepción': the desk sells a member one or more classes, paid in cash or by transfer
 * (POST /order/desk). The server prices the sale and applies the code; the confirmation tells the
 * order and what was charged, and the form starts over. A refusal keeps everything as it was.
 */
export function DeskSaleForm() {
  const headingId = useId();
  const paymentHelpId = useId();
  const [createSale] = useCreateDeskSaleMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Back from 'Cambiar', the search takes the focus the button had.
  const [searchAgain, setSearchAgain] = useState(false);
  // 'Registrar socio nuevo': a member who has no account yet.
  const [registering, setRegistering] = useState(false);
  const form = useForm<DeskSaleValues, unknown, DeskSaleBody>({
    resolver: deskSaleResolver,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const member = useWatch({ control: form.control, name: 'member' });
  const lines = useWatch({ control: form.control, name: 'lines' });

  // Checked as they change once a first 'Registrar venta' showed what was missing.
  const recheck = { shouldValidate: isSubmitted };
  const setLines = (next: SaleLine[]) => form.setValue('lines', next, recheck);

  const selectMember = (chosen: FoundMemberDto | null) => {
    setSearchAgain(chosen === null);
    form.setValue('member', chosen, recheck);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const sold = await createSale(body).unwrap();
      form.reset(EMPTY);
      setSearchAgain(false);
      setOutcome({ sold, payment: body.paymentMethod });
    } catch (error) {
      setOutcome({ failed: failureText(error) });
    }
  }, focusFirstProblem);

  const codigo = form.register('codigo');
  return (
    <Stack component="section" spacing={2.5} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h2">
        {TEXTS.title}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Stack
          component="form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => void onSubmit(event)}
          spacing={3}
        >
          <Step title={TEXTS.memberStep}>
            {member ? (
              <ChosenMember member={member} onChange={() => selectMember(null)} />
            ) : (
              <>
                <MemberPicker
                  onSelect={selectMember}
                  error={errors.member?.message}
                  autoFocus={searchAgain}
                />
                <Box>
                  <Button
                    variant="text"
                    startIcon={<PersonAddOutlinedIcon />}
                    onClick={() => setRegistering(true)}
                  >
                    {TEXTS.registerMember}
                  </Button>
                </Box>
              </>
            )}
            <RegisterMemberDialog
              open={registering}
              onClose={() => setRegistering(false)}
              onRegistered={selectMember}
            />
          </Step>
          <Step title={TEXTS.classesStep}>
            <SaleLinePicker
              chosen={lines.map((line) => line.diaHoraId)}
              onAdd={(line) => setLines([...lines, line])}
            />
            <SaleLines
              lines={lines}
              onRemove={(diaHoraId) =>
                setLines(lines.filter((line) => line.diaHoraId !== diaHoraId))
              }
            />
            {errors.lines?.message && (
              <FormHelperText error role="alert" sx={{ mx: 0 }}>
                {errors.lines.message}
              </FormHelperText>
            )}
          </Step>
          <Step title={TEXTS.paymentStep}>
            <TextField
              {...codigo}
              id={CODE_FIELD_ID}
              inputRef={codigo.ref}
              label={TEXTS.code}
              autoComplete="off"
              error={errors.codigo !== undefined}
              helperText={errors.codigo?.message ?? TEXTS.codeHint}
              slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
              sx={{ maxWidth: { sm: 360 } }}
            />
            <Controller
              control={form.control}
              name="paymentMethod"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" required error={fieldState.error !== undefined}>
                  <FormLabel component="legend">{TEXTS.payment}</FormLabel>
                  <RadioGroup
                    row
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    aria-describedby={fieldState.error ? paymentHelpId : undefined}
                  >
                    {DESK_PAYMENTS.map((payment, index) => (
                      <FormControlLabel
                        key={payment}
                        value={payment}
                        control={<Radio id={index === 0 ? PAYMENT_FIELD_ID : undefined} />}
                        label={payment}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && (
                    <FormHelperText id={paymentHelpId} sx={{ mx: 0 }}>
                      {fieldState.error.message}
                    </FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Step>
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<PointOfSaleOutlinedIcon />}
              loading={isSubmitting}
            >
              {TEXTS.submit}
            </Button>
          </Box>
          <Box aria-live="polite">
            {outcome && 'sold' in outcome && (
              <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
                <AlertTitle>{TEXTS.done}</AlertTitle>
                {TEXTS.charged(outcome.sold.id, formatMoney(outcome.sold.total), outcome.payment)}
                {outcome.sold.discountCode && outcome.sold.discountPercent
                  ? ` ${TEXTS.discount(outcome.sold.discountCode, outcome.sold.discountPercent)}`
                  : ''}
              </Alert>
            )}
          </Box>
          {outcome && 'failed' in outcome && <Alert severity="error">{outcome.failed}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** One part of the sale, under its own heading. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack role="group" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
