// The one fixture of the server tests: a fresh migrated database (PGlite in memory, or PostgreSQL
// with DATABASE_URL: see database.ts), the app on it, the shop of orders.ts and signed-in members.
//
//   const world = useTestWorld({ shop: true, members: ['Ana', 'Juan'], admin: true });
//   it('…', () => request(world.app).get('/api/order').set(world.admin.auth));
//
// It registers the file's (or the describe block's) hooks and returns an object whose fields are
// filled by them: read them inside hooks and tests, never at the top of the file.
import type { App } from '../../src/app.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { buildApp } from './app.ts';
import { createTestDatabase, resetDatabase, type TestDatabase } from './database.ts';
import { insertShop, type Shop } from './orders.ts';
import { authEnv, signedInUsers, type MemberFields, type SignedInUser } from './tokens.ts';

/** A member by name ('Ana'), or with more of their profile; `world.ana` either way. */
export type MemberSpec = string | (MemberFields & { name: string });

type KeyOf<S> = S extends string
  ? Lowercase<S>
  : S extends { name: infer N extends string }
    ? Lowercase<N>
    : never;

export interface TestWorldOptions<S extends MemberSpec> {
  /**
   * 'each' (the default): every test starts on an emptied database with the rows below laid
   * again. 'once': they are laid once and the file's tests share them.
   */
  fresh?: 'each' | 'once';
  /** The bundled demo data (src/db/seed.ts). */
  seed?: boolean;
  /** Two classes, three slots and two discount codes: insertShop in orders.ts. */
  shop?: boolean;
  /** Signed-in members, each `world.<lower-case name>`, their rows inserted in this order. */
  members?: readonly S[];
  /** `world.admin`, an admin named 'Admin', inserted after the members. */
  admin?: boolean;
  /**
   * The app's environment on top of authEnv() (it verifies the emulator's tokens); a function
   * when it depends on something the file starts in its own beforeAll.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Fail at once unless DATABASE_URL gave a PostgreSQL database (the test/pg files). */
  postgres?: boolean;
}

export type TestWorld<M extends string = never> = {
  readonly db: TestDatabase;
  readonly prisma: PrismaClient;
  /** buildApp on the world's database, made on first use and kept for the file. */
  readonly app: App;
  readonly shop: Shop;
} & { readonly [K in M]: SignedInUser };

const ADMIN: MemberFields & { name: string } = { name: 'Admin', role: 'admin' };
const RESERVED = new Set(['db', 'prisma', 'app', 'shop']);

export function useTestWorld<const S extends MemberSpec = never, A extends boolean = false>(
  options: TestWorldOptions<S> & { admin?: A } = {},
): TestWorld<KeyOf<S> | (A extends true ? 'admin' : never)> {
  const specs = (options.members ?? []).map((spec: MemberSpec): MemberFields & { name: string } =>
    typeof spec === 'string' ? { name: spec } : spec,
  );
  if (options.admin) specs.push(ADMIN);
  const keys = specs.map((spec) => spec.name.toLowerCase());
  for (const key of keys) {
    if (RESERVED.has(key)) throw new Error(`a member cannot be called ${key}`);
  }

  let db: TestDatabase | undefined;
  let app: App | undefined;
  let shop: Shop | undefined;
  const members = new Map<string, SignedInUser>();

  const ready = (): TestDatabase => {
    if (!db) throw new Error('the test world is filled by its hooks: read it inside a test');
    return db;
  };

  async function lay(prisma: PrismaClient): Promise<void> {
    if (options.seed) await seed(prisma);
    shop = options.shop ? await insertShop(prisma) : undefined;
    const signedIn = await signedInUsers(prisma, specs);
    members.clear();
    signedIn.forEach((member, i) => members.set(keys[i] ?? '', member));
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    if (options.postgres && db.kind !== 'postgres') {
      throw new Error('this file needs PostgreSQL: set DATABASE_URL');
    }
    if (options.fresh === 'once') await lay(db.prisma);
  });
  if (options.fresh !== 'once') {
    beforeEach(async () => {
      await resetDatabase(ready());
      await lay(ready().prisma);
    });
  }
  afterAll(async () => {
    await db?.close();
  });

  const world = {
    get db() {
      return ready();
    },
    get prisma() {
      return ready().prisma;
    },
    get app() {
      const env = typeof options.env === 'function' ? options.env() : options.env;
      app ??= buildApp(ready().prisma, authEnv(env));
      return app;
    },
    get shop() {
      if (!shop) throw new Error('no shop in this world: pass shop: true');
      return shop;
    },
  };
  for (const key of keys) {
    Object.defineProperty(world, key, {
      enumerable: true,
      get() {
        const member = members.get(key);
        if (!member) throw new Error(`${key} is signed in by the world's hooks`);
        return member;
      },
    });
  }
  return world as TestWorld<KeyOf<S> | (A extends true ? 'admin' : never)>;
}
