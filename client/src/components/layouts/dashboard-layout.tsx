import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';

export interface DashboardNavItem {
  id: string;
  label: string;
  icon: ReactNode;
  /** Shown apart at the end of the list (e.g. sign out). */
  end?: boolean;
}

interface DashboardLayoutProps {
  label: string;
  items: readonly DashboardNavItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Shown above the items (e.g. the logo). */
  header?: ReactNode;
  children: ReactNode;
}

function NavList({
  label,
  items,
  selected,
  onSelect,
  header,
}: Omit<DashboardLayoutProps, 'children'>) {
  const renderItem = (item: DashboardNavItem) => (
    <ListItem key={item.id} disablePadding>
      <ListItemButton
        selected={item.id === selected}
        aria-current={item.id === selected ? 'page' : undefined}
        onClick={() => onSelect(item.id)}
        sx={{ borderRadius: 2, mb: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Box component="nav" aria-label={label} sx={{ p: 1 }}>
      {header && <Box sx={{ px: 2, py: 1.5 }}>{header}</Box>}
      <List disablePadding>{items.filter((item) => !item.end).map(renderItem)}</List>
      <Divider sx={{ my: 1 }} />
      <List disablePadding>{items.filter((item) => item.end).map(renderItem)}</List>
    </Box>
  );
}

/** A side bar beside the content; on small screens the side bar is a drawer. */
export function DashboardLayout({ children, onSelect, ...nav }: DashboardLayoutProps) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const select = (id: string) => {
    setOpen(false);
    onSelect(id);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 3,
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 4 },
      }}
    >
      {mobile ? (
        <>
          <Button
            startIcon={<MenuIcon />}
            variant="outlined"
            color="inherit"
            aria-controls="dashboard-drawer"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Menú del panel
          </Button>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { id: 'dashboard-drawer', sx: { width: 260 } } }}
          >
            <NavList {...nav} onSelect={select} />
          </Drawer>
        </>
      ) : (
        <Paper
          sx={{ width: 240, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 16 }}
        >
          <NavList {...nav} onSelect={select} />
        </Paper>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
