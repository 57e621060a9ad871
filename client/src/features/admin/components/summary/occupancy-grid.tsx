import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dayLabel, type SlotOccupancyDto } from '@power-gym/contracts';
import { useId } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import {
  formatRate,
  isFull,
  occupancyLevel,
  occupancySummary,
  OCCUPANCY_LEVELS,
  slotClassName,
  weekGrid,
} from '../../utils/insights';
import { TitledPanel } from '@/components/ui/titled-panel';

const TITLE = 'Ocupación por horario';

/** One slot in its cell: the class, the share of places held and, when full, who waits. */
function SlotOccupancy({ slot }: { slot: SlotOccupancyDto }) {
  const level = occupancyLevel(slot.occupancy);
  const full = isFull(slot);
  return (
    <Box
      sx={{
        bgcolor: level.background,
        color: level.color,
        borderRadius: 1,
        px: 1,
        py: 0.75,
        border: full ? '2px solid #f5f5f4' : '1px solid rgba(255,255,255,0.12)',
        // A class name longer than the day's column wraps, split only where one word is wider
        // than the cell, instead of running into the next day.
        minWidth: 0,
        overflowWrap: 'break-word',
        hyphens: 'auto',
      }}
    >
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {slotClassName(slot)}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {formatRate(slot.occupancy)}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          ({slot.held}/{slot.capacity})
        </Box>
      </Typography>
      {(full || slot.waiting > 0) && (
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {slot.waiting} en espera
        </Typography>
      )}
    </Box>
  );
}

/** The colours' meaning; each cell also writes its share. */
function Legend() {
  return (
    <Box
      component="ul"
      aria-label="Escala de ocupación"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {OCCUPANCY_LEVELS.map((level) => (
        <Box
          component="li"
          key={level.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: level.background,
              border: '1px solid rgba(255,255,255,0.4)',
            }}
          />
          <Typography variant="body2">{level.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The week as a table (days across, hours down): each slot with a class, coloured by how full it
 * is and with that share written. It scrolls sideways inside its own named region on a phone.
 */
export function OccupancyGrid({ occupancy }: { occupancy: readonly SlotOccupancyDto[] }) {
  const summaryId = useId();
  const grid = weekGrid(occupancy);
  return (
    <TitledPanel title={TITLE}>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {occupancySummary(occupancy)}
      </Typography>
      {occupancy.length > 0 && (
        <>
          <TableContainer
            role="region"
            aria-label={`Tabla de ${TITLE.toLowerCase()}`}
            aria-describedby={summaryId}
            tabIndex={0}
            // Positioned, so the visually hidden texts of the cells scroll (and clip) with them.
            sx={{ overflowX: 'auto', position: 'relative' }}
          >
            <Table size="small" aria-label={TITLE} sx={{ minWidth: 840, tableLayout: 'fixed' }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col" sx={{ width: 72 }}>
                    Hora
                  </TableCell>
                  {grid.days.map((day) => (
                    <TableCell key={day} component="th" scope="col">
                      {dayLabel(day)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {grid.hours.map((hour) => (
                  <TableRow key={hour}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{
                        position: 'sticky',
                        left: 0,
                        zIndex: 1,
                        bgcolor: 'background.paper',
                        fontWeight: 700,
                      }}
                    >
                      {hour}
                    </TableCell>
                    {grid.days.map((day) => {
                      const slots = grid.at(day, hour);
                      return (
                        <TableCell key={day} sx={{ px: 0.5, verticalAlign: 'top' }}>
                          {slots.length === 0 ? (
                            <Typography variant="body2" color="text.secondary" component="span">
                              <span aria-hidden>—</span>
                              <Box component="span" sx={visuallyHidden}>
                                Sin clase
                              </Box>
                            </Typography>
                          ) : (
                            <Box sx={{ display: 'grid', gap: 0.5 }}>
                              {slots.map((slot) => (
                                <SlotOccupancy key={slot.diaHoraId} slot={slot} />
                              ))}
                            </Box>
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Legend />
        </>
      )}
    </TitledPanel>
  );
}
