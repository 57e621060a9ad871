import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { flipInner, flipOnHover } from './flip';

const face = {
  position: 'absolute',
  inset: 0,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  borderRadius: 4,
  overflow: 'hidden',
} as const;

/**
 * Where nothing hovers (a phone) or the screen is narrow, the card does not turn: the image, then
 * the whole description below it, so nothing is cut or hidden on a face that cannot be read.
 */
const FLAT = '@media (hover: none), (max-width: 599.95px)';

/**
 * Image on the front, description on the back; flips on hover and when the description, a
 * scrollable region that takes the keyboard focus, is focused. Flat on phones (FLAT).
 */
export function DetailFlipCard({
  name,
  image,
  description,
}: {
  name: string;
  image: string;
  description: string;
}) {
  return (
    <Box
      sx={{
        height: { xs: 320, md: 420 },
        perspective: '1200px',
        borderRadius: 4,
        ...flipOnHover,
        [FLAT]: {
          height: 'auto',
          perspective: 'none',
          '& .flip-inner, &:hover .flip-inner, &:focus-within .flip-inner': {
            transform: 'none',
            height: 'auto',
          },
        },
      }}
    >
      <Box className="flip-inner" sx={flipInner}>
        <Box
          component="img"
          src={image}
          alt={name}
          width={640}
          height={420}
          sx={{
            ...face,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            bgcolor: '#222',
            [FLAT]: { position: 'relative', display: 'block', height: 240 },
          }}
        />
        <Box
          role="region"
          aria-label={`Descripción de ${name}`}
          tabIndex={0}
          sx={{
            ...face,
            transform: 'rotateY(180deg)',
            bgcolor: '#1d1d22',
            p: 3,
            overflowY: 'auto',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
            [FLAT]: { position: 'relative', transform: 'none', overflow: 'visible', mt: 2 },
          }}
        >
          <Typography data-testid="detail-description" sx={{ whiteSpace: 'pre-line' }}>
            {description}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
