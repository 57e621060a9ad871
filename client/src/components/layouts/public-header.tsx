import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROLE_DASHBOARDS, roleOf } from '@/components/auth/role-dashboards';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/stores/hooks';

interface PublicHeaderProps {
  cartCount: number;
  cartOpen: boolean;
  onCartToggle: () => void;
}

const SECTION_LINKS = [
  { label: 'Sobre Nosotros', section: 'about' },
  { label: 'Clases', section: 'clases' },
  { label: 'Comentarios', section: 'section-testimonials' },
] as const;

/** Past this many pixels of scroll the header turns solid and slimmer. */
export const HEADER_SCROLL_THRESHOLD = 20;

const linkSx = { fontWeight: 600, py: 1, display: 'block' } as const;

function useAccountLink() {
  const auth = useAppSelector((state) => state.auth);
  if (!auth.user) return { label: 'Iniciar sesión', to: paths.login.getHref() };
  const { label, href } = ROLE_DASHBOARDS[roleOf(auth)];
  return { label, to: href };
}

/** The badge's number is part of the name, so what the eye reads is also what is announced. */
function cartToggleLabel(open: boolean, count: number): string {
  const label = open ? 'Cerrar carrito' : 'Abrir carrito';
  if (count === 0) return label;
  return `${label}, ${count} ${count === 1 ? 'lugar' : 'lugares'}`;
}

export function PublicHeader({ cartCount, cartOpen, onCartToggle }: PublicHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrollTrigger({
    disableHysteresis: true,
    threshold: HEADER_SCROLL_THRESHOLD,
  });
  const account = useAccountLink();
  // On Home the links scroll within the page; elsewhere they lead to the Home section.
  const onHome = useLocation().pathname === paths.home.path;
  const closeMenu = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The open phone menu is a small dialog of its own: Tab stays in the header, Escape closes it.
  const trapMenuFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (!menuOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
      menuButton.current?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  // Open, the menu covers the page: an opaque surface keeps its links legible over any hero.
  const solid = scrolled || menuOpen;

  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      sx={{
        transition: 'background-color 200ms, box-shadow 200ms, padding 200ms',
        bgcolor: menuOpen ? 'background.default' : scrolled ? 'rgba(11,11,13,0.94)' : 'transparent',
        backdropFilter: scrolled ? 'blur(8px)' : 'none',
        boxShadow: solid ? '0 2px 18px rgba(0,0,0,0.5)' : 'none',
        borderBottom: solid ? '2px solid' : '2px solid transparent',
        borderColor: solid ? 'primary.main' : 'transparent',
      }}
    >
      <Toolbar
        component="nav"
        aria-label="Principal"
        onKeyDown={trapMenuFocus}
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          minHeight: scrolled ? 60 : 72,
          transition: 'min-height 200ms',
        }}
      >
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          color="inherit"
          aria-label={cartToggleLabel(cartOpen, cartCount)}
          aria-expanded={cartOpen}
          aria-controls="cart-drawer"
          data-shell-action="cart"
          onClick={onCartToggle}
        >
          <Badge badgeContent={cartCount} color="primary">
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
        <Button
          ref={menuButton}
          color="inherit"
          startIcon={<MenuIcon />}
          aria-expanded={menuOpen}
          aria-controls="main-nav-links"
          data-shell-action="menu"
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { md: 'none' } }}
        >
          Menu
        </Button>
        <Box
          id="main-nav-links"
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            gap: { xs: 0.5, md: 3 },
            alignItems: { md: 'center' },
            flexDirection: { xs: 'column', md: 'row' },
            width: { xs: '100%', md: 'auto' },
            pb: { xs: menuOpen ? 2 : 0, md: 0 },
            display: { xs: menuOpen ? 'flex' : 'none', md: 'flex' },
            order: { xs: 10, md: 0 },
          }}
        >
          {SECTION_LINKS.map((link) => (
            <li key={link.section}>
              {onHome ? (
                <Link href={`#${link.section}`} color="inherit" onClick={closeMenu} sx={linkSx}>
                  {link.label}
                </Link>
              ) : (
                <Link
                  component={RouterLink}
                  to={paths.homeSection.getHref(link.section)}
                  color="inherit"
                  onClick={closeMenu}
                  sx={linkSx}
                >
                  {link.label}
                </Link>
              )}
            </li>
          ))}
          <li>
            <Link
              component={RouterLink}
              to={paths.timetable.getHref()}
              color="inherit"
              onClick={closeMenu}
              sx={linkSx}
            >
              Horarios
            </Link>
          </li>
          <li>
            <Button
              component={RouterLink}
              to={account.to}
              variant="contained"
              size="small"
              onClick={closeMenu}
            >
              {account.label}
            </Button>
          </li>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
