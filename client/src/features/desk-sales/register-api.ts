import type { DeskRegisterBody, UserDto } from '@power-gym/contracts';
import { api, listTag } from '@/lib/api';

/** 'Registrar socio nuevo' (docs/api.md, 'Desk sales'): the desk registers a member to sell to. */
export const registerMemberApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/desk: the new member, who chooses their password from the welcome mail. */
    registerMember: build.mutation<UserDto, DeskRegisterBody>({
      query: (data) => ({ url: '/user/desk', method: 'POST', data }),
      // A new row of the admin's users, and a new answer to the desk's member search.
      invalidatesTags: [listTag('User'), listTag('Attendance')],
    }),
  }),
});

export const { useRegisterMemberMutation } = registerMemberApi;
