import { MESSAGES } from '@power-gym/contracts';
import type { z } from 'zod';

/** Flattens zod issues to `{ 'path.to.field': message }`, keeping the first message per field. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  into: Record<string, string> = Object.create(null) as Record<string, string>,
) {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        into[[...issue.path, key].join('.')] ??= MESSAGES.unknownField;
      }
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    into[key] ??= issue.message;
  }
  return into;
}
