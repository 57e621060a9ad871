import Box from '@mui/material/Box';

interface CoverImageProps {
  src: string;
  alt: string;
  /** The intrinsic size the browser reserves before the image loads. */
  width: number;
  height: number;
  /** Below the fold: load when near the viewport and decode off the main thread. */
  lazy?: boolean;
}

/** A card's picture: the card's full width at a fixed height, cropped, dark grey until it loads. */
export function CoverImage({ lazy = false, ...image }: CoverImageProps) {
  return (
    <Box
      component="img"
      {...image}
      {...(lazy && { loading: 'lazy', decoding: 'async' })}
      sx={{
        width: '100%',
        height: image.height,
        objectFit: 'cover',
        display: 'block',
        bgcolor: '#222',
      }}
    />
  );
}
