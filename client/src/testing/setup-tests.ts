import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { adminSessionDb } from './mocks/admin-session-handlers';
import { checkInDb } from './mocks/checkin-handlers';
import { deskDb } from './mocks/desk-handlers';
import { firebaseState } from './mocks/firebase';
import { insightsDb } from './mocks/insights-handlers';
import { sessionDb } from './mocks/session-handlers';
import { membershipDb } from './mocks/membership-handlers';
import { orderDb } from './mocks/order-handlers';
import { passDb } from './mocks/pass-handlers';
import { rosterDb } from './mocks/roster-handlers';
import { server } from './mocks/server';
import { timetableDb } from './mocks/timetable-handlers';
import { waitlistDb } from './mocks/waitlist-handlers';
import { staticMediaQuery } from './media-query';

// Firebase and sweetalert2 are replaced at their module boundary in every test.
vi.mock('@/lib/firebase', () => import('./mocks/firebase'));
vi.mock('@/lib/alert', () => ({
  showAlert: vi.fn(() => Promise.resolve()),
  showConfirm: vi.fn(() => Promise.resolve(true)),
  showPrompt: vi.fn(() => Promise.resolve('')),
}));

// Lazy route modules load on first use; under a parallel run that can exceed 1 s.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // What a test listened to (recordRequests) and the globals it stubbed end with it.
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.resetAllMocks();
  firebaseState.currentUid = null;
  orderDb.reset();
  membershipDb.reset();
  waitlistDb.reset();
  insightsDb.reset();
  sessionDb.reset();
  adminSessionDb.reset();
  timetableDb.reset();
  passDb.reset();
  rosterDb.reset();
  checkInDb.reset();
  deskDb.reset();
});
afterAll(() => server.close());

window.scrollTo = () => undefined;

// jsdom has no layout observers nor matchMedia; the reviews carousel (Embla) needs them.
class NoopObserver {
  observe(_target: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

/** jsdom lays nothing out: whatever is observed counts as fully in view at once. */
class InViewObserver extends NoopObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }
  override observe(target: Element) {
    const box = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: box,
      intersectionRect: box,
      rootBounds: null,
      time: performance.now(),
    };
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) => staticMediaQuery(query, false);
