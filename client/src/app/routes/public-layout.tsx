import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicHeader } from '@/components/layouts/public-header';
import { paths } from '@/config/paths';
import { cartCount } from '@/stores/cart-slice';
import { useAppSelector } from '@/stores/hooks';

// Below the fold of every page and not part of the landing page's first render.
const Footer = lazy(async () => ({
  default: (await import('@/components/layouts/footer')).Footer,
}));
const CartDrawer = lazy(async () => ({
  default: (await import('@/features/cart/components/cart-drawer')).CartDrawer,
}));

/** Navigation state that opens the side cart on arrival (the member dashboard's 'Carrito'). */
export const OPEN_CART_STATE = { openCart: true } as const;

function asksForCart(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openCart' in state;
}

/** Every public page: the header with its cart toggle and side cart, the page, the footer. */
export function PublicLayoutRoute() {
  const location = useLocation();
  const [cartOpen, setCartOpen] = useState(() => asksForCart(location.state));
  const [cartLoaded, setCartLoaded] = useState(cartOpen);
  const [arrival, setArrival] = useState(location.key);
  if (arrival !== location.key) {
    setArrival(location.key);
    if (asksForCart(location.state)) {
      setCartLoaded(true);
      setCartOpen(true);
    }
  }
  const count = useAppSelector((state) => cartCount(state.cart.items));
  // Home's hero runs under the transparent fixed header; other pages start below it.
  const onHome = location.pathname === paths.home.path;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader
        cartCount={count}
        cartOpen={cartOpen}
        onCartToggle={() => {
          setCartLoaded(true);
          setCartOpen((open) => !open);
        }}
      />
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
      {!onHome && <Box aria-hidden sx={{ height: 72, flexShrink: 0 }} />}
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
