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
 * Image on the front, description on the back; flips on hover and when the description, a
 * scrollable region that takes the keyboard focus, is focused.
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
      }}
    >
      <Box className="flip-inner" sx={flipInner}>
        <Box
          component="img"
          src={image}
          alt={name}
          width={640}
          height={420}
          sx={{ ...face, width: '100%', height: '100%', objectFit: 'cover', bgcolor: '#222' }}
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
