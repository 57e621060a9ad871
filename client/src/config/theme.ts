import { createTheme } from '@mui/material/styles';
import { esES } from './locale-es';

/** The class that puts toasts (lib/toast.ts) below the app bar; its rule is below. */
export const TOAST_CONTAINER_CLASS = 'pg-toast';

/**
 * The right padding (spacing units) that keeps a block out of the home chat bubble's column: the
 * bubble is fixed at the bottom right, 60 px wide and 16-24 px from the edge, so whatever lies in
 * that column is covered at some scroll position.
 */
export const CHAT_BUBBLE_CLEARANCE = { xs: 11, sm: 13 } as const;

const headingFont = '"Oswald Variable", "Arial Narrow", "Helvetica Neue", Impact, sans-serif';
const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const heading = {
  fontFamily: headingFont,
  fontWeight: 700,
  textTransform: 'uppercase' as const,
  letterSpacing: '0.02em',
  lineHeight: 1.05,
};

const palette = {
  mode: 'dark',
  primary: { main: '#ff5a1f', light: '#ff8a5c', dark: '#d9430c', contrastText: '#0b0b0d' },
  secondary: { main: '#c6ff3d', contrastText: '#0b0b0d' },
  background: { default: '#0b0b0d', paper: '#17171b' },
  text: { primary: '#f5f5f4', secondary: '#b9b9c0' },
  divider: 'rgba(255,255,255,0.12)',
  error: { main: '#ff6b6b' },
} as const;

export const theme = createTheme(
  {
    palette,
    shape: { borderRadius: 14 },
    typography: {
      fontFamily: bodyFont,
      h1: { ...heading, fontSize: 'clamp(2.6rem, 8vw, 5.5rem)' },
      h2: { ...heading, fontSize: 'clamp(2rem, 5vw, 3.25rem)' },
      h3: { ...heading, fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)' },
      h4: { ...heading, fontSize: '1.6rem' },
      h5: { ...heading, fontSize: '1.3rem' },
      h6: { ...heading, fontSize: '1.1rem' },
      button: { fontFamily: headingFont, fontWeight: 600, letterSpacing: '0.06em' },
      overline: { fontFamily: headingFont, fontWeight: 600, letterSpacing: '0.2em' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
      },
      MuiCard: {
        styleOverrides: {
          root: {
            borderRadius: 18,
            backgroundImage: 'none',
            border: '1px solid rgba(255,255,255,0.08)',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth', scrollPaddingTop: 72 },
          // Whoever asks the system for less motion gets none: no smooth scroll, fades or ripples.
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
          // sweetalert2's alerts and toasts in the app's colours (its variables live on :root, so
          // these win whatever order the style sheets load in).
          '.swal2-container': {
            zIndex: 2000,
            '--swal2-backdrop': 'rgba(0, 0, 0, 0.72)',
            '--swal2-background': palette.background.paper,
            '--swal2-color': palette.text.primary,
            '--swal2-border': '1px solid rgba(255,255,255,0.12)',
            '--swal2-border-radius': '18px',
            '--swal2-outline': `0 0 0 3px ${palette.secondary.main}`,
            '--swal2-confirm-button-background-color': palette.primary.main,
            '--swal2-confirm-button-color': palette.primary.contrastText,
            '--swal2-confirm-button-border-radius': '999px',
            '--swal2-cancel-button-background-color': 'transparent',
            '--swal2-cancel-button-color': palette.text.primary,
            '--swal2-cancel-button-border-radius': '999px',
            '--swal2-footer-border-color': palette.divider,
            '--swal2-timer-progress-bar-background': palette.primary.main,
          },
          '.swal2-container .swal2-title': { ...heading, lineHeight: 1.15 },
          '.swal2-container .swal2-styled': {
            fontFamily: headingFont,
            fontWeight: 600,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
          },
          '.swal2-container .swal2-cancel': { border: '1px solid rgba(255,255,255,0.4)' },
          // Toasts (lib/toast.ts) start below the app bar: 72 px on a phone held upright, 64 from
          // 600 px, 48 on a phone on its side (MUI's Toolbar heights).
          [`.swal2-container.${TOAST_CONTAINER_CLASS}`]: {
            top: '72px !important',
            '@media (min-width: 600px)': { top: '64px !important' },
            '@media (orientation: landscape) and (max-width: 599.95px)': { top: '48px !important' },
          },
          ':focus-visible': { outline: '3px solid #c6ff3d', outlineOffset: 2 },
        },
      },
    },
  },
  esES,
);
