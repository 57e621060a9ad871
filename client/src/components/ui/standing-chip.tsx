import Chip from '@mui/material/Chip';
import type { MemberStandingDto } from '@power-gym/contracts';
import { formatDate } from '@/lib/format';

const STANDING_COLORS: Record<MemberStandingDto['status'], 'success' | 'warning' | 'error'> = {
  'Al día': 'success',
  'Por vencer': 'warning',
  Vencida: 'error',
};

/** How a member stands ('Mi pase', the desk): 'Al día', 'Por vencer' or 'Vencida', with the end. */
export function StandingChip({
  standing,
  size = 'medium',
}: {
  standing: MemberStandingDto;
  size?: 'small' | 'medium';
}) {
  const { status, endsAt } = standing;
  const until = endsAt
    ? ` · ${status === 'Vencida' ? 'venció' : 'vence'} el ${formatDate(endsAt)}`
    : '';
  return <Chip size={size} color={STANDING_COLORS[status]} label={`${status}${until}`} />;
}
