import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppSelector } from '@/stores/hooks';
import { useGetUserQuery } from '../api';
import { DeleteAccountButton } from './delete-account-button';
import { EditProfileDialog } from './edit-profile-dialog';
import { VerifyEmail } from './verify-email';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack component="div" spacing={0.25}>
      <Typography component="dt" variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function MyProfile() {
  const { user, firebaseUser, isAdmin } = useAppSelector((state) => state.auth);
  const [editing, setEditing] = useState(false);
  // Keeps the profile fresh: a save invalidates it and the session copy follows.
  useGetUserQuery(user?.uid ?? '', { skip: !user });

  if (!user) return null;
  const fullName = `${user.name} ${user.lastName}`;

  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        Mi Perfil
      </Typography>
      {firebaseUser && !firebaseUser.emailVerified && <VerifyEmail />}
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: 'center' }}>
          <Avatar
            src={user.image ?? undefined}
            alt={fullName}
            {...(user.image ? {} : { role: 'img', 'aria-label': fullName })}
            sx={{ width: 112, height: 112, fontSize: '2.5rem', bgcolor: 'primary.main' }}
          >
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack component="dl" spacing={2} sx={{ m: 0, flexGrow: 1, width: '100%' }}>
            <Field label="Nombre" value={user.name} />
            <Field label="Apellido" value={user.lastName} />
            <Field label="Email" value={user.email} />
            <Field label="Teléfono" value={user.phoneNumber ?? 'Sin teléfono'} />
          </Stack>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setEditing(true)}>
            Actualizar Datos
          </Button>
          {!isAdmin && <DeleteAccountButton userId={user.id} />}
        </Stack>
      </Paper>
      <EditProfileDialog user={user} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}
