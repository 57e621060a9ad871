import { useEffect, useState } from 'react';
import { gymDay } from '@/lib/format';

/** Today in the gym's time zone, checked every minute: a page left open overnight moves on. */
export function useGymToday(): string {
  const [today, setToday] = useState(() => gymDay());
  useEffect(() => {
    const timer = setInterval(() => setToday(gymDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}
