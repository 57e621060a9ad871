import { describe, expect, it } from 'vitest';
import {
  PASSWORD_PATTERN,
  USER_MESSAGES,
  createUserBodySchema,
  isAdminBodySchema,
  phoneFormatMessage,
  profileFormSchema,
  registerFormSchema,
  storedPhoneSchema,
  updateUserBodySchema,
  userKeyParamsSchema,
  withPhonePrefix,
  withoutPhonePrefix,
} from '../src/index.ts';
import { messages } from './messages.ts';

const validRegister = {
  name: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  password: 'Socio123!',
  phoneNumber: '1123456789',
};

describe('register form', () => {
  it('accepts a complete form', () => {
    expect(registerFormSchema.parse(validRegister)).toEqual(validRegister);
  });

  it('reports every empty field at once, each with its message', () => {
    expect(
      messages(registerFormSchema, {
        name: '',
        lastName: '',
        email: '',
        password: '',
        phoneNumber: '',
      }),
    ).toEqual({
      name: 'El nombre es requerido',
      lastName: 'El apellido es requerido',
      email: 'El email es obligatorio',
      password: 'La contraseña es obligatoria',
      phoneNumber: 'Debe ingresar un numero de teléfono',
    });
  });

  it('gives the same messages when the fields are missing or blank', () => {
    expect(messages(registerFormSchema, {})).toEqual({
      name: USER_MESSAGES.nameRequired,
      lastName: USER_MESSAGES.lastNameRequired,
      email: USER_MESSAGES.emailRequired,
      password: USER_MESSAGES.passwordRequired,
      phoneNumber: USER_MESSAGES.phoneRequired,
    });
    expect(messages(registerFormSchema, { ...validRegister, name: '   ', lastName: ' ' })).toEqual({
      name: USER_MESSAGES.nameRequired,
      lastName: USER_MESSAGES.lastNameRequired,
    });
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com'])(
    'refuses the e-mail %j: El email debe ser válido',
    (email) => {
      expect(messages(registerFormSchema, { ...validRegister, email })).toEqual({
        email: 'El email debe ser válido',
      });
    },
  );

  it.each([
    ['too short', 'ab1!c'],
    ['too long (17)', 'Abcdefghijklm12!x'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a space', 'Abc 123!'],
    ['a character outside the list', 'Abc123!?'],
  ])('refuses a password with %s: Leer las condiciones de la contraseña *', (_why, password) => {
    expect(messages(registerFormSchema, { ...validRegister, password })).toEqual({
      password: 'Leer las condiciones de la contraseña *',
    });
  });

  it.each(['ab1!cd', 'Admin123!', 'Abcdefghijklm12!', '123456!', '!@#$%^&*1a'])(
    'accepts the password %j (6-16 of letters, digits and !@#$%^&*, one digit, one special)',
    (password) => {
      expect(PASSWORD_PATTERN.test(password)).toBe(true);
      expect(messages(registerFormSchema, { ...validRegister, password })).toEqual({});
    },
  );

  it.each([
    ['', 'Debe ingresar un numero de teléfono'],
    ['11234567890', 'El telefono debe ser válido'],
    ['151234567890', 'El telefono debe ser válido'],
    ['1512345678', 'Debes ingresar tu numero sin el 15'],
    ['15', 'Debes ingresar tu numero sin el 15'],
    ['0112345678', 'Tu número debe tener el siguiente formato: 1123456789'],
    ['112345678', phoneFormatMessage()],
    ['11-2345678', phoneFormatMessage()],
    ['+541123456', phoneFormatMessage()],
  ])('refuses the phone %j: %s', (phoneNumber, message) => {
    expect(messages(registerFormSchema, { ...validRegister, phoneNumber })).toEqual({
      phoneNumber: message,
    });
  });

  it.each(['1123456789', '2214567890', '3514567890'])('accepts the phone %j', (phoneNumber) => {
    expect(messages(registerFormSchema, { ...validRegister, phoneNumber })).toEqual({});
  });

  it('shows the example number in the format message', () => {
    expect(phoneFormatMessage('2211234567')).toBe(
      'Tu número debe tener el siguiente formato: 2211234567',
    );
  });

  it('sends the phone with +54 and edits it without', () => {
    expect(withPhonePrefix('1123456789')).toBe('+541123456789');
    expect(withoutPhonePrefix('+541123456789')).toBe('1123456789');
    expect(withoutPhonePrefix(null)).toBe('');
    expect(withoutPhonePrefix('1123456789')).toBe('1123456789');
  });
});

describe('edit profile', () => {
  const valid = { name: 'Ana', lastName: 'López', phoneNumber: '1123456789' };

  it.each(['123456789', '1123456789', '112345678901'])('accepts a %j phone (9 to 12)', (phone) => {
    expect(messages(profileFormSchema, { ...valid, phoneNumber: phone })).toEqual({});
  });

  it.each(['12345678', '1123456789012', '', 'abcdefghi', '11 2345 678', '+541123456789'])(
    'refuses the phone %j: El telefono debe ser válido',
    (phoneNumber) => {
      expect(messages(profileFormSchema, { ...valid, phoneNumber })).toEqual({
        phoneNumber: 'El telefono debe ser válido',
      });
    },
  );

  it('still needs a name and a last name', () => {
    expect(messages(profileFormSchema, { ...valid, name: '', lastName: '' })).toEqual({
      name: 'El nombre es requerido',
      lastName: 'El apellido es requerido',
    });
  });
});

describe('API bodies', () => {
  it('stores phones as +54 and 9 to 12 digits', () => {
    expect(storedPhoneSchema.safeParse('+54123456789').success).toBe(true);
    expect(storedPhoneSchema.safeParse('+54112345678901').success).toBe(true);
    for (const bad of ['+5412345678', '+541123456789012', '1123456789', '+55123456789']) {
      expect(messages(storedPhoneSchema, bad)).toEqual({ _: USER_MESSAGES.phoneInvalid });
    }
  });

  it('POST /user takes the register fields, tolerates uid and email, refuses anything else', () => {
    const body = { name: 'Ana', lastName: 'López', phoneNumber: '+541123456789' };
    expect(createUserBodySchema.parse({ ...body, uid: 'x', email: 'a@b.c', image: null })).toEqual({
      ...body,
      uid: 'x',
      email: 'a@b.c',
      image: null,
    });
    expect(messages(createUserBodySchema, { ...body, isAdmin: true })).toEqual({
      _: expect.any(String),
    });
    expect(messages(createUserBodySchema, { phoneNumber: '11-2345-6789' })).toEqual({
      name: USER_MESSAGES.nameRequired,
      lastName: USER_MESSAGES.lastNameRequired,
      phoneNumber: USER_MESSAGES.phoneInvalid,
    });
  });

  it('POST and PUT /user add +54 to a phone sent without it, and read an image "" as none', () => {
    const body = { name: 'Ana', lastName: 'López', phoneNumber: ' 1123456789 ', image: '' };
    expect(createUserBodySchema.parse(body)).toEqual({
      ...body,
      phoneNumber: '+541123456789',
      image: null,
    });
    expect(updateUserBodySchema.parse({ phoneNumber: '351456789', image: '' })).toEqual({
      phoneNumber: '+54351456789',
      image: null,
    });
    expect(updateUserBodySchema.parse({ phoneNumber: '+541123456789' })).toEqual({
      phoneNumber: '+541123456789',
    });
    for (const phoneNumber of ['12345678', '1123456789012', '+55123456789', '11 2345 6789']) {
      expect(messages(updateUserBodySchema, { phoneNumber })).toEqual({
        phoneNumber: USER_MESSAGES.phoneInvalid,
      });
    }
  });

  it('accepts https pictures and the app media, nothing else', () => {
    const base = { name: 'Ana', lastName: 'López' };
    for (const image of ['https://lh3.googleusercontent.com/a/x.jpg', '/media/brand/ana.jpg']) {
      expect(createUserBodySchema.safeParse({ ...base, image }).success).toBe(true);
    }
    for (const image of [
      'http://x.com/a.jpg',
      'javascript:alert(1)',
      '/etc/passwd',
      'https://x/"><',
    ]) {
      expect(messages(createUserBodySchema, { ...base, image })).toEqual({
        image: USER_MESSAGES.imageInvalid,
      });
    }
  });

  it('PUT /user/{id} takes every field optionally, a boolean isAdmin, nothing unknown', () => {
    expect(updateUserBodySchema.parse({})).toEqual({});
    expect(updateUserBodySchema.parse({ isAdmin: true })).toEqual({ isAdmin: true });
    expect(messages(updateUserBodySchema, { isAdmin: 'yes' })).toEqual({
      isAdmin: USER_MESSAGES.isAdminInvalid,
    });
    expect(messages(updateUserBodySchema, { name: '', phoneNumber: '12345678' })).toEqual({
      name: USER_MESSAGES.nameRequired,
      phoneNumber: USER_MESSAGES.phoneInvalid,
    });
    expect(updateUserBodySchema.safeParse({ email: 'x@y.z' }).success).toBe(false);
  });

  it('names a user by id or uid', () => {
    for (const id of ['42', 'seed-admin', 'sPZS5mIWi2rBylxH5iunNpE9JhfS']) {
      expect(userKeyParamsSchema.parse({ id })).toEqual({ id });
    }
    for (const id of ['', 'a b', 'a/b', 'x'.repeat(129)]) {
      expect(messages(userKeyParamsSchema, { id })).toEqual({
        id: 'El id de usuario no es válido',
      });
    }
    expect(isAdminBodySchema.parse({})).toEqual({});
    expect(isAdminBodySchema.parse({ id: 5 })).toEqual({ id: 5 });
    expect(isAdminBodySchema.parse({ id: 'uid-1' })).toEqual({ id: 'uid-1' });
    expect(isAdminBodySchema.safeParse({ id: 0 }).success).toBe(false);
    expect(isAdminBodySchema.safeParse({ id: '' }).success).toBe(false);
  });
});
