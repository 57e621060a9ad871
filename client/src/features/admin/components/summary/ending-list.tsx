import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { EndingMembershipDto } from '@power-gym/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/lib/format';
import { sectionHref } from '../../sections';
import { TitledPanel } from '@/components/ui/titled-panel';

/** How many show before 'Ver todos'. */
const SHOWN = 5;

/**
 * Memberships ending soon, the soonest first: each links to its order in Ordenes (searched by its
 * id), where it can be followed up.
 */
export function EndingList({ ending }: { ending: readonly EndingMembershipDto[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? ending : ending.slice(0, SHOWN);
  return (
    <TitledPanel title="Abonos por vencer">
      {ending.length === 0 ? (
        <Typography color="text.secondary">No hay abonos por vencer</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {shown.map((membership) => (
              <Box component="li" key={membership.orderId} sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={sectionHref('ordenes', String(membership.orderId))}
                >
                  Orden N° {membership.orderId}
                </Link>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {membership.member.name} {membership.member.lastName}
                  {membership.classes.length > 0 && ` · ${membership.classes.join(', ')}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Vence el {formatDate(membership.endsAt)}
                </Typography>
              </Box>
            ))}
          </Box>
          {ending.length > SHOWN && (
            <Box>
              <Button size="small" color="inherit" onClick={() => setAll((shownAll) => !shownAll)}>
                {all ? 'Ver menos' : `Ver todos (${ending.length})`}
              </Button>
            </Box>
          )}
        </>
      )}
    </TitledPanel>
  );
}
