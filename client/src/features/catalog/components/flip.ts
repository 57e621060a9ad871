/** On the card: turns it over on hover and while anything in it has the focus. */
export const flipOnHover = {
  '&:hover .flip-inner, &:focus-within .flip-inner': { transform: 'rotateY(180deg)' },
} as const;

/** The part that turns (className "flip-inner"): its two faces stand back to back. */
export const flipInner = {
  position: 'relative',
  height: '100%',
  transformStyle: 'preserve-3d',
  transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;
