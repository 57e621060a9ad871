import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  CHECK_IN_MESSAGES,
  memberSearchQuerySchema,
  type FoundMemberDto,
} from '@power-gym/contracts';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/ui/query-error';
import { StandingChip } from '@/components/ui/standing-chip';
import { useSearchMembersQuery } from '@/lib/member-search';
import { DESK_SALE_TEXTS as TEXTS } from '../texts';

/** The search field's id: the sale sends the focus there when no member is chosen. */
export const MEMBER_SEARCH_ID = 'desk-sale-member-search';

const fullName = (member: FoundMemberDto) => `${member.name} ${member.lastName}`;

/**
 * 'Buscar socio': by name, last name or e-mail (GET /checkin/members), asked on Enter or 'Buscar'
 * rather than on every key; a result picked goes to `onSelect`. Not a form of its own: it sits in
 * the sale's form, so Enter here searches instead of sending the sale.
 */
export function MemberPicker({
  onSelect,
  error,
  autoFocus = false,
}: {
  onSelect: (member: FoundMemberDto) => void;
  /** Why the sale cannot go yet ('Elegí el socio'). */
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const search = useSearchMembersQuery(query ?? skipToken);
  const members = search.currentData;

  const submit = () => {
    const parsed = memberSearchQuerySchema.safeParse({ q: text });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    if (parsed.data.q === query) void search.refetch();
    else setQuery(parsed.data.q);
  };

  let status = '';
  if (query !== null && search.isFetching && !members) status = TEXTS.searching;
  else if (members)
    status = members.length > 0 ? TEXTS.found(members.length) : TEXTS.notFound(query ?? '');

  return (
    <Stack role="search" aria-label={TEXTS.search} spacing={1.5}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={MEMBER_SEARCH_ID}
          type="search"
          label={TEXTS.search}
          value={text}
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
          error={invalid || error !== undefined}
          helperText={invalid ? CHECK_IN_MESSAGES.queryInvalid : (error ?? TEXTS.searchHint)}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <Button
          variant="outlined"
          startIcon={<SearchIcon />}
          onClick={submit}
          sx={{ height: 56, flexShrink: 0 }}
        >
          {TEXTS.searchButton}
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {status}
      </Typography>
      {query !== null && search.isError && (
        <QueryError
          message={TEXTS.searchError}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      )}
      {members && members.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={TEXTS.results} disablePadding>
            {members.map((member) => (
              <ListItem key={member.id} disablePadding divider>
                <ListItemButton
                  onClick={() => onSelect(member)}
                  sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
                >
                  <ListItemText
                    primary={fullName(member)}
                    secondary={member.email}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    sx={{ minWidth: 0 }}
                  />
                  <StandingChip standing={member.membership} size="small" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/** The member the sale is for, how they stand, and 'Cambiar' (back to the search). */
export function ChosenMember({
  member,
  onChange,
}: {
  member: FoundMemberDto;
  onChange: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The result picked is gone with the list: focus lands on who was chosen.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Paper
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={TEXTS.chosen(fullName(member))}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{fullName(member)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
      </Box>
      <StandingChip standing={member.membership} size="small" />
      <Button variant="outlined" onClick={onChange}>
        {TEXTS.change}
      </Button>
    </Paper>
  );
}
