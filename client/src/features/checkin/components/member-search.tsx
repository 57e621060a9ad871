import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memberSearchQuerySchema, type FoundMemberDto } from '@power-gym/contracts';
import { useId, useState } from 'react';
import { BARE_LIST } from '@/components/ui/grid';
import { LoadingCards } from '@/components/ui/loading-cards';
import { QueryError } from '@/components/ui/query-error';
import { StandingChip } from '@/components/ui/standing-chip';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchMembersQuery } from '@/lib/member-search';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { WayCard } from './way-card';

/** The search asks once the typing pauses. */
const SEARCH_DELAY_MS = 300;

const RESULTS_SX = { ...BARE_LIST, display: 'grid', gap: 1.5 } as const;

/** 'Buscar socio': by name, last name or e-mail, for a member without their phone. */
export function MemberSearch({
  onMember,
  busy,
}: {
  onMember: (userId: number) => Promise<void>;
  busy: boolean;
}) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const parsed = memberSearchQuerySchema.safeParse({ q: settled });
  const q = parsed.success ? parsed.data.q : null;
  const invalid = settled !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  return (
    <WayCard
      title="Buscar socio"
      hint="Para quien no tiene el pase a mano: buscalo por nombre, apellido o e-mail."
    >
      <TextField
        label="Buscar socio"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid !== undefined}
        helperText={invalid ?? 'Nombre, apellido o e-mail'}
        autoComplete="off"
        size="small"
        fullWidth
      />
      {q !== null && <SearchResults q={q} onMember={onMember} busy={busy} />}
    </WayCard>
  );
}

function SearchResults({
  q,
  onMember,
  busy,
}: {
  q: string;
  onMember: (userId: number) => Promise<void>;
  busy: boolean;
}) {
  const search = useSearchMembersQuery(q);
  // currentData: the answer for this `q`, not the last one's while it loads.
  const members = search.currentData;
  const count = members?.length ?? 0;

  return (
    <>
      <Box role="status">
        {members !== undefined &&
          (count === 0 ? (
            <Typography>No se encontraron socios.</Typography>
          ) : (
            <Box component="span" sx={visuallyHidden}>
              {count === 1 ? 'Se encontró 1 socio.' : `Se encontraron ${count} socios.`}
            </Box>
          ))}
      </Box>
      {members === undefined && search.isError && (
        <QueryError
          message="No pudimos buscar socios, intentá nuevamente"
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      )}
      {members === undefined && !search.isError && (
        <LoadingCards label="Buscando socios" count={2} height={72} sx={RESULTS_SX} />
      )}
      {count > 0 && (
        <Box component="ul" aria-label="Socios encontrados" sx={RESULTS_SX}>
          {members?.map((member) => (
            <FoundMember key={member.id} member={member} onMember={onMember} busy={busy} />
          ))}
        </Box>
      )}
    </>
  );
}

function FoundMember({
  member,
  onMember,
  busy,
}: {
  member: FoundMemberDto;
  onMember: (userId: number) => Promise<void>;
  busy: boolean;
}) {
  const nameId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <MemberAvatar member={member} size={48} />
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 600 }}>
          {member.name} {member.lastName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
      </Box>
      {/* Below the name, across the row: the chip does not wrap. */}
      <Box
        sx={{
          flex: '1 1 100%',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <StandingChip standing={member.membership} size="small" />
        <Button
          variant="contained"
          size="small"
          aria-describedby={nameId}
          // Not disabled while busy: the button keeps the keyboard's focus.
          onClick={() => {
            if (!busy) void onMember(member.id);
          }}
        >
          Registrar ingreso
        </Button>
      </Box>
    </Box>
  );
}
