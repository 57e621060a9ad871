import Avatar from '@mui/material/Avatar';

interface Person {
  name: string;
  lastName: string;
  image: string | null;
}

/**
 * A member's photo, so the desk or the profesor can tell it is them; without one, their initials
 * (hidden from screen readers: the name is always written beside it).
 */
export function MemberAvatar({ member, size = 40 }: { member: Person; size?: number }) {
  const fullName = `${member.name} ${member.lastName}`;
  return (
    <Avatar
      src={member.image ?? undefined}
      alt={member.image ? `Foto de ${fullName}` : undefined}
      aria-hidden={member.image ? undefined : true}
      sx={{ width: size, height: size, fontSize: size / 2.4, bgcolor: 'primary.dark' }}
    >
      {`${member.name.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
