import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

export const HERO_VIDEO = '/media/video/hero.mp4';

/** The looping, muted, autoplaying video above the page title, with a pause button. */
export function AboutHero() {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play().catch(() => undefined);
    setPlaying(!playing);
  };

  // The video carries its own title and tagline, so the page's heading sits below it, never on it.
  return (
    <Box component="section" aria-labelledby="about-page-title" sx={{ bgcolor: '#000' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', maxHeight: { xs: 320, md: 460 } }}>
        <Box
          component="video"
          ref={video}
          data-testid="about-hero-video"
          src={HERO_VIDEO}
          autoPlay
          loop
          muted
          playsInline
          preload="metadata"
          aria-hidden
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <IconButton
          aria-label={playing ? 'Pausar video' : 'Reproducir video'}
          onClick={toggle}
          sx={{ position: 'absolute', right: 16, bottom: 16, bgcolor: 'rgba(0,0,0,0.55)' }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </Box>
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Power Gym · Olivos
        </Typography>
        <Typography id="about-page-title" variant="h1">
          Sobre nosotros
        </Typography>
      </Container>
    </Box>
  );
}
