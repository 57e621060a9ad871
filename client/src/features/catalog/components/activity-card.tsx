import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {
  CARD_DESCRIPTION_CUT,
  distinctDays,
  truncate,
  type ActivityDto,
} from '@power-gym/contracts';
import { CoverImage } from '@/components/ui/cover-image';
import { flipInner, flipOnHover } from './flip';
import { visuallyHidden } from '@/components/ui/visually-hidden';

interface ActivityCardProps {
  activity: ActivityDto;
  onOpen: (activity: ActivityDto) => void;
}

const face = {
  position: 'absolute',
  inset: 0,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  borderRadius: 4.5,
  overflow: 'hidden',
  border: '1px solid rgba(255,255,255,0.1)',
} as const;

/**
 * The card's faces are plain content; one button stretched over them opens the panel. Its name is
 * its own (hidden) text, so the name and what the button contains never disagree.
 */
export function ActivityCard({ activity, onOpen }: ActivityCardProps) {
  const backId = `activity-${activity.id}-back`;
  const days = distinctDays(activity.diaHoras);

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        height: 400,
        perspective: '1200px',
        textAlign: 'left',
        borderRadius: 4.5,
        ...flipOnHover,
      }}
    >
      <Box className="flip-inner" sx={{ ...flipInner, width: '100%' }}>
        <Box
          sx={{ ...face, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column' }}
        >
          <CoverImage src={activity.image} alt={activity.name} width={480} height={300} lazy />
          <Box
            sx={{
              p: 2,
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography variant="h5" component="h3">
              {activity.name}
            </Typography>
            <Typography sx={{ color: 'primary.main', fontWeight: 700, fontSize: '1.25rem' }}>
              ${activity.price}
            </Typography>
          </Box>
        </Box>
        <Box
          id={backId}
          sx={{
            ...face,
            transform: 'rotateY(180deg)',
            bgcolor: '#1d1d22',
            backgroundImage: 'linear-gradient(160deg, rgba(255,90,31,0.18), transparent 55%)',
            p: 2.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <Typography
            variant="body2"
            data-testid="card-description"
            sx={{ flexGrow: 1, overflow: 'hidden' }}
          >
            {truncate(activity.description, CARD_DESCRIPTION_CUT)}
          </Typography>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              Dias:
            </Typography>
            <Typography variant="body2" data-testid="card-days">
              {days.length > 0 ? days.join(', ') : 'Sin horarios por ahora'}
            </Typography>
          </Box>
        </Box>
      </Box>
      <ButtonBase
        focusRipple
        aria-describedby={backId}
        onClick={() => onOpen(activity)}
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: 4.5,
          '&.Mui-focusVisible': {
            outline: '3px solid',
            outlineColor: 'secondary.main',
            outlineOffset: 4,
          },
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          Ver detalle de {activity.name}
        </Box>
      </ButtonBase>
    </Box>
  );
}
