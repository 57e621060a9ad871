/** Accounts the seed creates in the Auth emulator and the database (README). */
export const DEMO_ADMIN = {
  email: 'admin@powergym.com.ar',
  password: 'Admin123!',
  name: 'Admin',
} as const;
export const DEMO_MEMBER = { email: 'socio@powergym.com.ar', password: 'Socio123!' } as const;

/** An e-mail no other run or project has used: the emulator may outlive a run. */
export function uniqueEmail(prefix: string, project: string): string {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return `${prefix}.${project}.${stamp}@example.com`.toLowerCase();
}
