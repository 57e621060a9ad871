import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { WEEKDAYS, type UploadedPhotoDto } from '@power-gym/contracts';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { uploadPhoto, type UploadProgress } from '@/lib/photo-upload';
import { fieldProps } from '../utils/field-props';

export const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }));

type WholeNumberFieldProps = TextFieldProps & { start?: string; end?: string; max?: number };

/**
 * A whole number from 0 up, on the numeric keypad; the browser does not refuse what is typed, the
 * shared schema says why a value is refused.
 */
function WholeNumberField({ start, end, max, required = true, ...props }: WholeNumberFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      required={required}
      slotProps={{
        input: {
          ...(start && {
            startAdornment: <InputAdornment position="start">{start}</InputAdornment>,
          }),
          ...(end && { endAdornment: <InputAdornment position="end">{end}</InputAdornment> }),
        },
        htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' },
      }}
    />
  );
}

/** Whole pesos; 'Precio' unless labelled otherwise ('Precio nuevo'). */
export function PriceField(props: TextFieldProps) {
  return <WholeNumberField label="Precio" {...props} start="$" />;
}

/** Up to 100 %. */
export function PercentField(props: TextFieldProps) {
  return <WholeNumberField {...props} label="Descuento" end="%" max={100} />;
}

export function CapacityField(props: TextFieldProps) {
  return <WholeNumberField {...props} label="Capacidad" />;
}

/** How many orders may hold a discount code; empty: no limit. */
export function UsesField(props: TextFieldProps) {
  return (
    <WholeNumberField
      {...props}
      required={false}
      helperText={props.helperText ?? 'Vacío: sin límite'}
    />
  );
}

/** H:MM or HH:MM, followed by 'Hs' as the slots are shown everywhere else. */
export function HourField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Horario"
      placeholder="HH:MM"
      required
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">Hs</InputAdornment> },
        htmlInput: { inputMode: 'numeric', maxLength: 5 },
      }}
    />
  );
}

/** Saved upper-cased; shown upper-cased while typing. */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      label="Código"
      required
      slotProps={{
        htmlInput: {
          maxLength: 40,
          autoCapitalize: 'characters',
          style: { textTransform: 'uppercase' },
        },
      }}
    />
  );
}

const uploadCataloguePhoto = async (file: File, onProgress: UploadProgress) =>
  (await uploadPhoto<UploadedPhotoDto>('/media/photo', file, onProgress)).url;

interface ImageFieldProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  /** Whose photo the preview shows: 'la clase', 'el instructor'. */
  previewAlt: string;
}

/**
 * A class's or trainer's picture: a photo uploaded from the device, whose address fills the field,
 * or an address pasted as before (a full URL or a file the server serves under /media).
 */
export function ImageField<T extends FieldValues & { image?: string | undefined }, O>({
  form,
  previewAlt,
}: ImageFieldProps<T, O>) {
  const name = 'image' as Path<T>;
  const current = form.watch(name) as string | undefined;
  return (
    <Stack spacing={1}>
      <TextField
        {...fieldProps(form, name)}
        label="Imagen"
        placeholder="https://… o /media/…"
        required
      />
      <PhotoPicker
        label="Subir foto"
        currentUrl={current || null}
        previewAlt={previewAlt}
        upload={uploadCataloguePhoto}
        onUploaded={(url) =>
          form.setValue(name, url as PathValue<T, Path<T>>, {
            shouldDirty: true,
            shouldTouch: true,
            shouldValidate: true,
          })
        }
      />
    </Stack>
  );
}
