import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** The small line above the title. */
  kicker: string;
  kickerColor?: 'primary.main' | 'secondary.main';
  title: string;
  id?: string;
  /** h2 inside a page; h1 when the section is the page. */
  component?: 'h1' | 'h2';
  mb?: number;
}

/** A section's kicker line and its title. */
export function SectionHeading({
  kicker,
  kickerColor = 'primary.main',
  title,
  id,
  component = 'h2',
  mb = 4,
}: SectionHeadingProps) {
  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: kickerColor }}>
        {kicker}
      </Typography>
      <Typography id={id} variant="h2" component={component} sx={{ mb }}>
        {title}
      </Typography>
    </>
  );
}
