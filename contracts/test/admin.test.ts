import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  MAX_PRICE,
  MAX_SLOT_CAPACITY,
  activitySlotParamsSchema,
  activityTrainerParamsSchema,
  attachSlotBodySchema,
  capacityBelowTakenMessage,
  createActivityBodySchema,
  EMPTY_ACTIVITY_FORM,
  createDiscountBodySchema,
  createSlotBodySchema,
  createTrainerBodySchema,
  updateActivityBodySchema,
  updateDiscountBodySchema,
  updateSlotBodySchema,
  updateTrainerBodySchema,
} from '../src/index.ts';
import { messages } from './messages.ts';

const validActivity = {
  name: 'Funcional',
  image: '/media/activities/funcional.svg',
  video: 'https://www.youtube.com/watch?v=abc',
  description: 'Todo el cuerpo.',
  price: '9500',
  trainers: [1, '2'],
  diaHoraId: [3],
};

describe('createActivityBodySchema (Crear Clases)', () => {
  it('parses the form values: price to an integer, ids to numbers', () => {
    expect(createActivityBodySchema.parse(validActivity)).toEqual({
      ...validActivity,
      price: 9500,
      trainers: [1, 2],
      diaHoraId: [3],
    });
    expect(createActivityBodySchema.parse({ ...validActivity, price: 0 }).price).toBe(0);
  });

  it('names every missing field with the spec messages', () => {
    expect(messages(createActivityBodySchema, {})).toEqual({
      name: ADMIN_MESSAGES.nameRequired,
      image: ADMIN_MESSAGES.imageRequired,
      video: ADMIN_MESSAGES.videoRequired,
      description: ADMIN_MESSAGES.descriptionRequired,
      price: ADMIN_MESSAGES.priceRequired,
      trainers: ADMIN_MESSAGES.trainersRequired,
      diaHoraId: ADMIN_MESSAGES.slotsRequired,
    });
    expect(
      // The create form as it opens, with a name of blanks only.
      messages(createActivityBodySchema, { ...EMPTY_ACTIVITY_FORM, name: ' ' }),
    ).toEqual({
      name: 'El nombre es requerido',
      image: 'La imagen es requerida',
      video: 'El video es requerido',
      description: 'La descripcion es requerida',
      price: 'El precio es requerido',
      trainers: 'Debe seleccionar instructor',
      diaHoraId: 'Debe seleccionar dia y hora',
    });
  });

  it.each([Number.NaN, null])('counts an empty numeric input (%s) as a missing price', (price) => {
    expect(messages(createActivityBodySchema, { ...validActivity, price }).price).toBe(
      ADMIN_MESSAGES.priceRequired,
    );
  });

  it.each(['12.5', '-1', '1e3', 'abc', 12.5, -3])('refuses price %s', (price) => {
    expect(messages(createActivityBodySchema, { ...validActivity, price }).price).toBe(
      ADMIN_MESSAGES.priceInvalid,
    );
  });

  it('caps the price', () => {
    expect(messages(createActivityBodySchema, { ...validActivity, price: MAX_PRICE + 1 })).toEqual({
      price: ADMIN_MESSAGES.priceTooHigh,
    });
  });

  it('takes https URLs and /media paths for image and video, nothing else', () => {
    expect(
      messages(createActivityBodySchema, {
        ...validActivity,
        image: 'javascript:alert(1)',
        video: 'http://example.com/v.mp4',
      }),
    ).toEqual({ image: ADMIN_MESSAGES.imageInvalid, video: ADMIN_MESSAGES.videoInvalid });
  });

  it('drops repeated ids and refuses bad ones and unknown fields', () => {
    expect(
      createActivityBodySchema.parse({ ...validActivity, trainers: [1, 1, '1'] }).trainers,
    ).toEqual([1]);
    expect(createActivityBodySchema.safeParse({ ...validActivity, trainers: [0] }).success).toBe(
      false,
    );
    expect(createActivityBodySchema.safeParse({ ...validActivity, stock: 3 }).success).toBe(false);
  });
});

describe('updateActivityBodySchema', () => {
  it('takes any subset of the class fields and drops the rest of the row', () => {
    expect(
      updateActivityBodySchema.parse({ id: 4, price: '4200', createdAt: 'x', name: 'Yoga' }),
    ).toEqual({ price: 4200, name: 'Yoga' });
    expect(updateActivityBodySchema.parse({})).toEqual({});
  });

  it('a blank video removes it; blank required fields keep their messages', () => {
    expect(updateActivityBodySchema.parse({ video: '' })).toEqual({ video: null });
    expect(updateActivityBodySchema.parse({ video: null })).toEqual({ video: null });
    expect(messages(updateActivityBodySchema, { name: '', price: '', video: 'ftp://x' })).toEqual({
      name: ADMIN_MESSAGES.nameRequired,
      price: ADMIN_MESSAGES.priceRequired,
      video: ADMIN_MESSAGES.videoInvalid,
    });
  });
});

describe('createTrainerBodySchema (Crear Instructores)', () => {
  const valid = {
    name: 'Camila',
    image: '/media/trainers/camila.svg',
    specialty: 'Funcional',
    experience: '8 años',
    activities: ['2', 1],
  };

  it('parses the activity list', () => {
    expect(createTrainerBodySchema.parse(valid)).toEqual({ ...valid, activities: [2, 1] });
  });

  it('names every missing field with the spec messages', () => {
    expect(messages(createTrainerBodySchema, { activities: [] })).toEqual({
      name: 'El nombre es requerido',
      image: 'La imagen es requerida',
      specialty: 'La especialidad se requiere',
      experience: 'La experiencia es requerida',
      activities: 'Debes seleccionar al menos una actividad para el trainer',
    });
  });

  it('updates take a subset; a sent activity list still needs one activity', () => {
    expect(updateTrainerBodySchema.parse({ id: 1, specialty: 'Yoga' })).toEqual({
      specialty: 'Yoga',
    });
    expect(messages(updateTrainerBodySchema, { activities: [], specialty: ' ' })).toEqual({
      activities: ADMIN_MESSAGES.activitiesRequired,
      specialty: ADMIN_MESSAGES.specialtyRequired,
    });
  });
});

describe('createSlotBodySchema (Crear Dias y horas)', () => {
  it('stores H:MM as HH:MM and the capacity as an integer', () => {
    expect(createSlotBodySchema.parse({ day: 'Viernes', hour: '7:05', capacity: '12' })).toEqual({
      day: 'Viernes',
      hour: '07:05',
      capacity: 12,
    });
    expect(createSlotBodySchema.parse({ day: 'Lunes', hour: '23:59', capacity: 0 }).hour).toBe(
      '23:59',
    );
  });

  it('names every missing field with the spec messages', () => {
    expect(messages(createSlotBodySchema, {})).toEqual({
      day: 'Debes especificar un día',
      hour: 'El horario es obligatorio',
      capacity: 'La capacidad es obligatoria',
    });
    expect(messages(createSlotBodySchema, { day: '', hour: '', capacity: '' })).toEqual({
      day: ADMIN_MESSAGES.dayRequired,
      hour: ADMIN_MESSAGES.hourRequired,
      capacity: ADMIN_MESSAGES.capacityRequired,
    });
  });

  it.each(['24:00', '7:5', '12:60', '1230', 'a:bc', '123:00', '-1:00'])(
    'refuses the hour %s',
    (hour) => {
      expect(messages(createSlotBodySchema, { day: 'Lunes', hour, capacity: 1 })).toEqual({
        hour: 'El formato debe ser el siguiente: HH:MM o H:MM',
      });
    },
  );

  it.each(['-1', '1.5', 'diez', -1, 2.5])('refuses the capacity %s', (capacity) => {
    expect(messages(createSlotBodySchema, { day: 'Lunes', hour: '9:00', capacity })).toEqual({
      capacity: ADMIN_MESSAGES.capacityInvalid,
    });
  });

  it('caps the capacity and refuses unknown days', () => {
    expect(
      messages(createSlotBodySchema, {
        day: 'Feriado',
        hour: '9:00',
        capacity: MAX_SLOT_CAPACITY + 1,
      }),
    ).toEqual({ day: ADMIN_MESSAGES.dayRequired, capacity: ADMIN_MESSAGES.capacityTooHigh });
  });

  it('updates never carry stock', () => {
    expect(updateSlotBodySchema.parse({ stock: 99, capacity: '5', hour: '9:15' })).toEqual({
      capacity: 5,
      hour: '09:15',
    });
  });
});

describe('createDiscountBodySchema (Crear Descuentos)', () => {
  it('upper-cases the code and parses the percentage', () => {
    expect(createDiscountBodySchema.parse({ codigo: ' verano_2 ', descuento: '20' })).toEqual({
      codigo: 'VERANO_2',
      descuento: 20,
    });
    expect(
      createDiscountBodySchema.parse({ codigo: 'x', descuento: 100, name: '  Promo ' }),
    ).toEqual({ codigo: 'X', descuento: 100, name: 'Promo' });
    expect(createDiscountBodySchema.parse({ codigo: 'x', descuento: 1, name: '' }).name).toBe(null);
  });

  it('names the missing fields with the spec messages', () => {
    expect(messages(createDiscountBodySchema, {})).toEqual({
      codigo: 'Debe incluir un codigo',
      descuento: 'Debes indicar un descuento',
    });
    expect(messages(createDiscountBodySchema, { codigo: ' ', descuento: '' })).toEqual({
      codigo: ADMIN_MESSAGES.codeRequired,
      descuento: ADMIN_MESSAGES.discountRequired,
    });
  });

  it.each([
    ['0', 'Este descuento no es posible'],
    ['05', 'Este descuento no es posible'],
    [0, 'Este descuento no es posible'],
    ['1a', 'Solo números'],
    ['-5', 'Solo números'],
    [' 12.5', 'Solo números'],
    [12.5, 'Solo números'],
    ['101', 'No puedes crear un descuento mayor al 100%'],
    [250, 'No puedes crear un descuento mayor al 100%'],
  ])('refuses descuento %s: %s', (descuento, message) => {
    expect(messages(createDiscountBodySchema, { codigo: 'A', descuento })).toEqual({
      descuento: message,
    });
  });

  it('refuses codes with spaces or symbols', () => {
    expect(messages(createDiscountBodySchema, { codigo: 'dos palabras', descuento: 5 })).toEqual({
      codigo: ADMIN_MESSAGES.codeInvalid,
    });
  });

  it('updates take a subset and upper-case the code', () => {
    expect(updateDiscountBodySchema.parse({ id: 3, codigo: 'otro', descuento: '30' })).toEqual({
      codigo: 'OTRO',
      descuento: 30,
    });
    expect(messages(updateDiscountBodySchema, { descuento: '0' })).toEqual({
      descuento: ADMIN_MESSAGES.discountNotPossible,
    });
  });
});

describe('admin params and small bodies', () => {
  it('parses ids', () => {
    expect(activityTrainerParamsSchema.parse({ activityId: '1', trainerId: '2' })).toEqual({
      activityId: 1,
      trainerId: 2,
    });
    expect(activitySlotParamsSchema.safeParse({ activityId: '0', diaHoraId: '2' }).success).toBe(
      false,
    );
    expect(attachSlotBodySchema.parse({ activityId: '4', diaHoraId: 5 })).toEqual({
      activityId: 4,
      diaHoraId: 5,
    });
  });

  it('says how many places are taken', () => {
    expect(capacityBelowTakenMessage(3)).toBe(
      'La capacidad no puede ser menor a los lugares ya ocupados (3)',
    );
  });
});
