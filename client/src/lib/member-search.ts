import type { FoundMemberDto } from '@power-gym/contracts';
import { api, listTag } from './api';

/** The desk finds a member: to check them in, or to sell to them (docs/api.md, 'Check-in'). */
const memberSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /checkin/members?q=: at most MEMBER_SEARCH_LIMIT members by name or e-mail. */
    searchMembers: build.query<FoundMemberDto[], string>({
      query: (q) => ({ url: '/checkin/members', params: { q } }),
      // A check-in or a sale changes how the members found stand.
      providesTags: [listTag('Attendance'), listTag('Order')],
    }),
  }),
});

export const { useSearchMembersQuery } = memberSearchApi;
