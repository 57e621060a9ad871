import type { UserDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { adminFixture, memberFixture } from './fixtures';

const users: UserDto[] = [memberFixture, adminFixture];
const notFound = () =>
  HttpResponse.json({ error: 'No se encontró el recurso solicitado' }, { status: 404 });

const callerOf = (request: Request) => {
  const uid = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return users.find((user) => user.uid === uid);
};

/** The /user routes for the seeded member and admin; `Bearer <uid>` names the caller. */
export const userHandlers = [
  http.post('*/api/user/isAdmin', ({ request }) => {
    const caller = callerOf(request);
    return caller ? HttpResponse.json(caller.isAdmin) : notFound();
  }),
  http.get('*/api/user/:id', ({ params }) => {
    const found = users.find((user) => user.uid === params.id || String(user.id) === params.id);
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.put('*/api/user/:id', async ({ params, request }) => {
    const found = users.find((user) => String(user.id) === params.id);
    if (!found) return notFound();
    const changes = (await request.json()) as Partial<UserDto>;
    return HttpResponse.json({ ...found, ...changes });
  }),
  // A member deletes their own account (the admin dashboard installs its own DELETE).
  http.delete('*/api/user/:id', ({ params, request }) => {
    const caller = callerOf(request);
    if (!caller || String(caller.id) !== params.id || caller.isAdmin) {
      return HttpResponse.json({ error: 'No tenés permiso para esta acción' }, { status: 403 });
    }
    return HttpResponse.json(caller);
  }),
];
