import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** The anchor the header's links scroll to. */
  id: string;
  titleId: string;
  kicker: string;
  kickerColor?: 'primary.main' | 'secondary.main';
  title: string;
  titleMb?: number;
  /** A darker band, to set the section apart from its neighbours. */
  shaded?: boolean;
  children: ReactNode;
}

/** A section of the home page: a full-width band, its heading and its content. */
export function PageSection({
  id,
  titleId,
  kicker,
  kickerColor,
  title,
  titleMb,
  shaded = false,
  children,
}: PageSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      sx={{ py: { xs: 8, md: 12 }, ...(shaded && { bgcolor: '#111114' }) }}
    >
      <Container>
        <SectionHeading
          kicker={kicker}
          kickerColor={kickerColor}
          title={title}
          id={titleId}
          mb={titleMb}
        />
        {children}
      </Container>
    </Box>
  );
}
