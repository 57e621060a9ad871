// Loads and validates the catalogue in prisma/seed/*.json, so a typo in the data fails
// loudly here instead of seeding half a catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROLES, WEEKDAYS } from '@power-gym/contracts';
import { seedDataDir } from './paths.ts';

const hour = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);

// [day, hour, capacity]: every slot starts with all its places free; the demo members' paid
// memberships (memberships.json) book the places that make some nearly full.
const slotSchema = z.tuple([z.enum(WEEKDAYS), hour, z.int().min(1)]);

const activitySchema = z.strictObject({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  price: z.int().min(0),
  description: z.string().min(300),
  slots: z.array(slotSchema).min(1),
});

const trainerSchema = z.strictObject({
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  specialty: z.string().min(1),
  experience: z.string().min(1),
  activities: z.array(z.string()).min(1),
});

const descuentoSchema = z.strictObject({
  codigo: z.string().regex(/^[A-Z0-9]+$/),
  descuento: z.int().min(1).max(100),
  name: z.string(),
});

const userSchema = z.strictObject({
  uid: z.string().min(1),
  email: z.email(),
  name: z.string().min(1),
  lastName: z.string().min(1),
  phoneNumber: z.string().regex(/^\+54\d{8,12}$/),
  role: z.enum(ROLES),
  /** A profesor's Trainer, by name. */
  trainer: z.string().min(1).optional(),
});

/**
 * A demo member who cannot sign in (an example.com address, no account) with one paid order of a
 * place in each slot ([class, day, hour]), paid `paidDaysAgo` days before the seed ran.
 */
const membershipSchema = userSchema.omit({ role: true, trainer: true }).extend({
  email: z.email().endsWith('@example.com'),
  paidDaysAgo: z.int().min(0).max(29),
  slots: z.array(z.tuple([z.string(), z.enum(WEEKDAYS), hour])).min(1),
});

const reviewSchema = z.strictObject({
  uid: z.string(),
  activity: z.string(),
  rating: z.int().min(1).max(5),
  description: z.string().nullable(),
});

export const RECIPE_DIETS = ['vegan', 'dairy free', 'gluten free'] as const;

const recipeSchema = z.strictObject({
  id: z.int().positive(),
  title: z.string().min(1),
  image: z.string().startsWith('/media/'),
  /** Picks the tile artwork; not stored. */
  category: z.string(),
  diets: z.array(z.enum(RECIPE_DIETS)),
  sourceUrl: z.url().nullable(),
  summary: z.string().min(1),
  spoonacularScore: z.number().min(0).max(100),
  healthScore: z.int().min(0).max(100),
  steps: z.array(z.string().min(1)).min(3).max(8),
});

export type SeedActivity = z.output<typeof activitySchema>;
export type SeedTrainer = z.output<typeof trainerSchema>;
export type SeedDescuento = z.output<typeof descuentoSchema>;
export type SeedUser = z.output<typeof userSchema>;
export type SeedMembership = z.output<typeof membershipSchema>;
export type SeedReview = z.output<typeof reviewSchema>;
export type SeedRecipe = z.output<typeof recipeSchema>;

export interface SeedData {
  activities: SeedActivity[];
  trainers: SeedTrainer[];
  descuentos: SeedDescuento[];
  users: SeedUser[];
  memberships: SeedMembership[];
  reviews: SeedReview[];
  recipes: SeedRecipe[];
}

function load<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(readFileSync(join(seedDataDir, file), 'utf8'));
  return z.array(schema).parse(raw);
}

export function loadSeedData(): SeedData {
  return {
    activities: load('activities.json', activitySchema),
    trainers: load('trainers.json', trainerSchema),
    descuentos: load('descuentos.json', descuentoSchema),
    users: load('users.json', userSchema),
    memberships: load('memberships.json', membershipSchema),
    reviews: load('reviews.json', reviewSchema),
    recipes: load('recipes.json', recipeSchema),
  };
}

export const activityImage = (slug: string): string => `/media/activities/${slug}.svg`;
export const trainerImage = (slug: string): string => `/media/trainers/${slug}.svg`;
export const HERO_VIDEO = '/media/video/hero.mp4';
