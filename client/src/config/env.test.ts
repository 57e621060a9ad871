import { describe, expect, it } from 'vitest';
import { firebaseSettings, parseEnv, recipesApiUrl } from './env';

describe('client environment', () => {
  it('defaults the API base and drops empty values', () => {
    expect(parseEnv({ VITE_FIREBASE_API_KEY: '', OTHER: 'x' })).toEqual({ API_URL: '/api' });
  });

  it('reads recipes from VITE_RECIPES_API_URL, else from the API itself', () => {
    expect(recipesApiUrl(parseEnv({}))).toBe('/api');
    expect(recipesApiUrl(parseEnv({ VITE_API_URL: 'https://gym.example/api' }))).toBe(
      'https://gym.example/api',
    );
    expect(recipesApiUrl(parseEnv({ VITE_RECIPES_API_URL: 'https://recetas.example' }))).toBe(
      'https://recetas.example',
    );
  });

  it('uses the Auth Emulator of a demo project without an API key', () => {
    expect(firebaseSettings(parseEnv({}))).toEqual({
      apiKey: 'demo-key',
      authDomain: 'demo-powergym.firebaseapp.com',
      projectId: 'demo-powergym',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('uses a real project when an API key is given', () => {
    const env = parseEnv({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'gym.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'gym',
    });
    expect(firebaseSettings(env)).toEqual({
      apiKey: 'key',
      authDomain: 'gym.firebaseapp.com',
      projectId: 'gym',
      emulatorUrl: undefined,
    });
  });
});
