import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaletteOption } from './paletteOptions';

export const PALETTE_LISTBOX_ID = 'command-palette-options';
/** The DOM id of the option at an index, which the input names as its active descendant. */
export const paletteOptionId = (index: number) => `${PALETTE_LISTBOX_ID}-${index}`;

interface PaletteListboxProps {
  options: readonly PaletteOption[];
  activeIndex: number;
  onChoose: (option: PaletteOption) => void;
  onHover: (index: number) => void;
}

/**
 * The palette's choices under their group headings. Focus stays in the input, which names the
 * highlighted option (aria-activedescendant); the options are pointed at, never focused.
 */
export function PaletteListbox({ options, activeIndex, onChoose, onHover }: PaletteListboxProps) {
  const indexed = options.map((option, index) => ({ option, index }));
  // In the order of the options, so that Up and Down walk the list as it is shown.
  const groups = [...new Set(options.map(({ group }) => group))];
  return (
    <Box
      role="listbox"
      id={PALETTE_LISTBOX_ID}
      aria-label="Screens, orders and users"
      sx={{ maxHeight: '50vh', overflowY: 'auto', py: 1 }}
    >
      {groups.map((group) => {
        const entries = indexed.filter(({ option }) => option.group === group);
        const headingId = `${PALETTE_LISTBOX_ID}-${group.toLowerCase()}`;
        return (
          <Box key={group} role="group" aria-labelledby={headingId}>
            <Typography
              id={headingId}
              role="presentation"
              variant="overline"
              component="div"
              sx={{ px: 2, color: 'text.secondary' }}
            >
              {group}
            </Typography>
            {entries.map(({ option, index }) => (
              <Box
                key={option.key}
                id={paletteOptionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => onChoose(option)}
                onMouseMove={() => onHover(index)}
                sx={{
                  px: 2,
                  py: 0.75,
                  cursor: 'pointer',
                  bgcolor: index === activeIndex ? 'action.selected' : undefined,
                }}
              >
                <Typography>{option.label}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {option.detail}
                </Typography>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
