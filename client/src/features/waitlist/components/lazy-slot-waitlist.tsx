import type { DiaHoraDto } from '@power-gym/contracts';
import { lazy, Suspense } from 'react';

const SlotWaitlist = lazy(async () => ({
  default: (await import('./slot-waitlist')).SlotWaitlist,
}));

/**
 * The waitlist of the slot chosen on a class's panel or page. Its code (and the member's standing it
 * reads) loads once a slot is chosen, never with the page around it.
 */
export function renderSlotWaitlist(slot: DiaHoraDto) {
  return (
    <Suspense fallback={null}>
      {/* Keyed: another slot starts afresh (no error of the last one). */}
      <SlotWaitlist key={slot.id} slot={slot} />
    </Suspense>
  );
}
