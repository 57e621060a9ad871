import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BARE_LIST, gridSx } from '@/components/ui/grid';
import credits from '../credits.json';

export interface Credit {
  name: string;
  role?: string;
  url?: string;
}

/** The people who built the site, read from credits.json; nothing shows while it is empty. */
export function CreditsSection({ people = credits as Credit[] }: { people?: readonly Credit[] }) {
  if (people.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="credits-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Typography id="credits-title" variant="h3" component="h2" sx={{ mb: 3 }}>
          Desarrolladores
        </Typography>
        <Box component="ul" sx={{ ...BARE_LIST, ...gridSx(2, { xs: 1, sm: 2, md: 4 }) }}>
          {people.map((person) => (
            <li key={person.name}>
              {person.url ? (
                <Link href={person.url} target="_blank" rel="noopener noreferrer">
                  {person.name}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
              )}
              {person.role && (
                <Typography variant="body2" color="text.secondary">
                  {person.role}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
