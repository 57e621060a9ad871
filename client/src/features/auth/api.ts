import type { CreateUserBody, UpdateUserBody, UserDto } from '@power-gym/contracts';
import { api } from '@/lib/api';
import { userUpdated } from '@/stores/auth-slice';

export type NewUserBody = Pick<CreateUserBody, 'name' | 'lastName' | 'phoneNumber' | 'image'>;
export type UserChanges = Pick<UpdateUserBody, 'name' | 'lastName' | 'phoneNumber'>;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/isAdmin: the caller's own admin flag, answered as `true` or `false`. */
    checkIsAdmin: build.mutation<boolean, undefined>({
      query: () => ({ url: '/user/isAdmin', method: 'POST', data: {} }),
    }),
    /** GET /user/{id or uid}; a fresh copy of the signed-in user also updates the session. */
    getUser: build.query<UserDto, string | number>({
      query: (key) => `/user/${encodeURIComponent(String(key))}`,
      providesTags: (result, _error, key) => [{ type: 'User', id: result?.uid ?? String(key) }],
      async onQueryStarted(_key, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(data));
        } catch {
          // The caller handles the failure.
        }
      },
    }),
    /** POST /user: the caller's own profile; uid and e-mail come from the token. */
    createUser: build.mutation<UserDto, NewUserBody>({
      query: (body) => ({ url: '/user', method: 'POST', data: body }),
    }),
    /** PUT /user/{id}: the owner's personal data. */
    updateUser: build.mutation<UserDto, { id: number; changes: UserChanges }>({
      query: ({ id, changes }) => ({ url: `/user/${id}`, method: 'PUT', data: changes }),
      invalidatesTags: (result) => (result ? [{ type: 'User', id: result.uid }] : []),
    }),
    /**
     * DELETE /user/{id} of the caller's own id: the server deletes the Firebase account and
     * anonymises the member, keeping their paid orders. Nothing is refetched: the session ends.
     */
    deleteAccount: build.mutation<UserDto, number>({
      query: (id) => ({ url: `/user/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation, useDeleteAccountMutation } = usersApi;
