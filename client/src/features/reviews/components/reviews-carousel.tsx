import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { REVIEW_CAROUSEL_INTERVAL_MS } from '@power-gym/contracts';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { CHAT_BUBBLE_CLEARANCE } from '@/config/theme';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { ShownReview } from '../utils/visible-reviews';
import { ReviewCard } from './review-card';

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

interface ReviewsCarouselProps {
  /** Already filtered with visibleReviews. */
  reviews: readonly ShownReview[];
  label: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Plays or stops the autoplay plugin. Embla re-creates its plugins on every re-init (a resize),
 * so this runs again then. With a single position there is nothing to play.
 */
function applyPlayState(emblaApi: EmblaApi, paused: boolean) {
  const autoplay = emblaApi.plugins().autoplay;
  if (!autoplay || emblaApi.scrollSnapList().length <= 1) return;
  if (paused) autoplay.stop();
  else if (!autoplay.isPlaying()) autoplay.play();
}

/**
 * Auto-plays every 5000 ms and loops; arrows and the keyboard move it; hovering it or focusing
 * something inside it pauses it, and the rotation button stops it until pressed again.
 */
export function ReviewsCarousel({ reviews, label }: ReviewsCarouselProps) {
  const viewportId = useId();
  const [plugins] = useState(() => [
    Autoplay({
      delay: REVIEW_CAROUSEL_INTERVAL_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  // Embla measures every slide when it starts, a forced layout of the whole page: it starts only
  // once the carousel is about to be seen (a phone loading Home does not pay for it up front).
  const [regionRef, nearViewport] = useNearViewport<HTMLDivElement>();
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const paused = hovered || focused || stopped;
  const pausedRef = useRef(paused);

  useEffect(() => {
    pausedRef.current = paused;
    if (emblaApi) applyPlayState(emblaApi, paused);
  }, [emblaApi, paused]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onReInit = () => {
      onSelect();
      applyPlayState(emblaApi, pausedRef.current);
    };
    emblaApi.on('select', onSelect).on('reInit', onReInit);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onReInit);
    };
  }, [emblaApi]);

  const previous = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
  // The rotation button is the one control whose focus does not pause (WAI-ARIA carousel pattern).
  const onFocus = (event: FocusEvent) => setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      ref={regionRef}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-paused={paused}
      // Out of the home chat bubble's column: it would cover the arrows and the reviews' text.
      sx={{ position: 'relative', borderRadius: 2, pr: CHAT_BUBBLE_CLEARANCE }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <IconButton
          ref={rotationButton}
          aria-label={stopped ? 'Reanudar comentarios' : 'Pausar comentarios'}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
        <IconButton aria-label="Comentario anterior" aria-controls={viewportId} onClick={previous}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Comentario siguiente" aria-controls={viewportId} onClick={next}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        id={viewportId}
        ref={nearViewport ? viewportRef : undefined}
        aria-live={paused ? 'polite' : 'off'}
        sx={{ overflow: 'hidden' }}
      >
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -3 }}>
          {reviews.map((review, index) => (
            <Box
              key={review.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${reviews.length}`}
              aria-current={index === selected ? 'true' : undefined}
              data-carousel-slide={index}
              sx={{
                flex: { xs: '0 0 100%', md: '0 0 50%', lg: '0 0 33.3333%' },
                minWidth: 0,
                pl: 3,
              }}
            >
              <ReviewCard review={review} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
