import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

export const HERO_VIDEO = '/media/video/hero.mp4';

/** The looping, muted, autoplaying video under the page title, with a pause button. */
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

  return (
    <Box
      component="section"
      aria-labelledby="about-page-title"
      sx={{
        position: 'relative',
        minHeight: { xs: 320, md: 460 },
        display: 'flex',
        alignItems: 'flex-end',
        overflow: 'hidden',
        bgcolor: '#000',
      }}
    >
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
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: 0.5,
        }}
      />
      {/* Darkens the lower part of the video, where the title sits. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, transparent 35%, rgba(11,11,13,0.92) 85%)',
        }}
      />
      <Container sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Power Gym · Olivos
        </Typography>
        <Typography id="about-page-title" variant="h1">
          Sobre nosotros
        </Typography>
      </Container>
      <IconButton
        aria-label={playing ? 'Pausar video' : 'Reproducir video'}
        onClick={toggle}
        sx={{ position: 'absolute', right: 16, bottom: 16, bgcolor: 'rgba(0,0,0,0.55)' }}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
    </Box>
  );
}
