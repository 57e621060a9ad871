import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { Footer } from '@/components/layouts/footer';
import { PublicHeader } from '@/components/layouts/public-header';
import { ClassesSection } from '@/features/catalog/components/classes-section';
import { AboutSection } from '@/features/landing/components/about-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { TestimonialsSection } from '@/features/reviews/components/testimonials-section';
import { cartCount } from '@/stores/cart-slice';
import { useAppSelector } from '@/stores/hooks';

const CartDrawer = lazy(async () => ({
  default: (await import('@/features/cart/components/cart-drawer')).CartDrawer,
}));

export function HomeRoute() {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartLoaded, setCartLoaded] = useState(false);
  const count = useAppSelector((state) => cartCount(state.cart.items));

  return (
    <>
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
      <Box component="main">
        <HeroSection />
        <AboutSection />
        <ClassesSection />
        <TestimonialsSection />
      </Box>
      <Footer />
    </>
  );
}
