import { PUBLIC_REVIEWS_PAGE_SIZE, REVIEW_CAROUSEL_INTERVAL_MS } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { act, fireEvent, renderWithProviders, screen, within } from '@/testing/test-utils';
import type { PublicReview } from '../api';
import { visibleReviews } from '../utils/visible-reviews';
import { ReviewsCarousel } from './reviews-carousel';
import { ReviewsShowcase } from './reviews-showcase';

const stamp = '2025-01-01T12:00:00.000Z';

function review(id: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    rating: (id % 5) + 1,
    description: `Comentario número ${id}`,
    activityId: id,
    userId: id,
    createdAt: stamp,
    user: { name: `Socio${id}`, lastName: 'Test', image: null },
    activity: { id, name: `Clase ${id}` },
    ...overrides,
  };
}

const REVIEWS = [review(1), review(2), review(3), review(4)];
const SLIDE_WIDTH = 600;

/** jsdom lays nothing out: give every slide the viewport's width, side by side, as a browser would. */
function layOutOneSlidePerView() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => SLIDE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = this.dataset.carouselSlide;
    return index === undefined ? 0 : Number(index) * SLIDE_WIDTH;
  });
}

function currentSlide(): string | null {
  const region = screen.getByRole('region', { name: 'Comentarios' });
  const current = within(region)
    .getAllByRole('group')
    .find((slide) => slide.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * From the first slide: `pause` holds it over `pausedIntervals` intervals, and after `resume` it
 * moves on to the second within one.
 */
function expectPausedUntilResumed(pause: () => void, resume: () => void, pausedIntervals = 3) {
  pause();
  advance(REVIEW_CAROUSEL_INTERVAL_MS * pausedIntervals);
  expect(currentSlide()).toBe('1 de 4');
  resume();
  advance(REVIEW_CAROUSEL_INTERVAL_MS);
  expect(currentSlide()).toBe('2 de 4');
}

function renderCarousel() {
  return renderWithProviders(
    <ReviewsCarousel reviews={visibleReviews(REVIEWS)} label="Comentarios" />,
  );
}

describe('ReviewsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    layOutOneSlidePerView();
  });
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel of slides, each with "N out of 5" and its author', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Comentarios' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 de 4',
      '2 de 4',
      '3 de 4',
      '4 de 4',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[0] as HTMLElement).getByText('2 out of 5')).toBeInTheDocument();
    expect(within(slides[0] as HTMLElement).getByText('Socio1 Test')).toBeInTheDocument();
    expect(within(slides[0] as HTMLElement).getByText('Clase 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comentario anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comentario siguiente' })).toBeInTheDocument();
  });

  it(`advances every ${REVIEW_CAROUSEL_INTERVAL_MS} ms and loops back to the first`, () => {
    renderCarousel();
    expect(currentSlide()).toBe('1 de 4');
    advance(REVIEW_CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toBe('1 de 4');
    advance(1);
    expect(currentSlide()).toBe('2 de 4');
    advance(REVIEW_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('3 de 4');
    advance(REVIEW_CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 de 4');
  });

  it('starts only once it comes near the viewport', () => {
    const watching: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watching.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderCarousel();
    advance(REVIEW_CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 de 4');
    fireEvent.click(screen.getByRole('button', { name: 'Comentario siguiente' }));
    expect(currentSlide()).toBe('1 de 4');

    const region = screen.getByRole('region', { name: 'Comentarios' });
    act(() => {
      for (const callback of watching) {
        callback(
          [{ target: region, isIntersecting: true } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
    advance(REVIEW_CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 de 4');
  });

  it('pauses while hovered and plays again when the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Comentarios' });
    expectPausedUntilResumed(
      () => fireEvent.mouseEnter(region),
      () => fireEvent.mouseLeave(region),
    );
  });

  it('pauses while something inside has the focus, and plays when the focus leaves', () => {
    renderCarousel();
    const nextButton = screen.getByRole('button', { name: 'Comentario siguiente' });
    expectPausedUntilResumed(
      () => act(() => nextButton.focus()),
      () => act(() => nextButton.blur()),
    );
  });

  it('moves with the arrow keys and the buttons, looping at both ends', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Comentarios' });
    fireEvent.mouseEnter(region);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('2 de 4');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('4 de 4');
    fireEvent.click(screen.getByRole('button', { name: 'Comentario siguiente' }));
    expect(currentSlide()).toBe('1 de 4');
    fireEvent.click(screen.getByRole('button', { name: 'Comentario anterior' }));
    expect(currentSlide()).toBe('4 de 4');
  });

  it('stops with the rotation button until it is pressed again', () => {
    renderCarousel();
    expectPausedUntilResumed(
      () => fireEvent.click(screen.getByRole('button', { name: 'Pausar comentarios' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Reanudar comentarios' })),
      2,
    );
  });
});

describe('ReviewsShowcase', () => {
  it('asks for one bounded page of the latest reviews with a text', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('*/api/review/all', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json([review(1)]);
      }),
    );
    renderWithProviders(<ReviewsShowcase />);
    await screen.findByRole('region', { name: 'Comentarios de los socios' });
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      described: 'true',
      pageSize: String(PUBLIC_REVIEWS_PAGE_SIZE),
    });
  });

  it('shows only reviews with a description, and none whose author is gone', async () => {
    server.use(
      http.get('*/api/review/all', () =>
        HttpResponse.json([
          review(1),
          review(2, { description: null }),
          review(3, { description: '   ' }),
          review(4, { user: null }),
          review(5),
        ]),
      ),
    );
    renderWithProviders(<ReviewsShowcase />);
    const region = await screen.findByRole('region', { name: 'Comentarios de los socios' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(region).toHaveTextContent('Comentario número 1');
    expect(region).toHaveTextContent('Comentario número 5');
    expect(region).not.toHaveTextContent('Comentario número 4');
    expect(region).not.toHaveTextContent('Socio2');
    expect(region).not.toHaveTextContent('Socio3');
  });

  it('says so when no review has a description', async () => {
    server.use(
      http.get('*/api/review/all', () => HttpResponse.json([review(1, { description: null })])),
    );
    renderWithProviders(<ReviewsShowcase />);
    expect(await screen.findByText('Todavía no hay comentarios.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
