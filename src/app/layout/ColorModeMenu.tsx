import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import type { ColorMode } from '@/lib/colorMode';

const MODES: ReadonlyArray<{ mode: ColorMode; label: string; icon: typeof LightModeIcon }> = [
  { mode: 'light', label: 'Light', icon: LightModeIcon },
  { mode: 'dark', label: 'Dark', icon: DarkModeIcon },
  { mode: 'system', label: 'System', icon: SettingsBrightnessIcon },
];

const MENU_ID = 'color-mode-menu';

/**
 * The top bar's choice of colours: light, dark, or the system's (README: Dark mode). Kept by the
 * theme in localStorage (src/lib/colorMode.ts), so it outlives reloads and sign-outs.
 */
export function ColorModeMenu() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = MODES.find((entry) => entry.mode === mode) ?? MODES[2];
  const Icon = current.icon;
  return (
    <>
      <Tooltip title="Colour mode">
        <IconButton
          aria-label={`Colour mode: ${current.label}`}
          aria-haspopup="menu"
          aria-controls={anchor ? MENU_ID : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Icon />
        </IconButton>
      </Tooltip>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Colour mode' } }}
      >
        {MODES.map(({ mode: choice, label, icon: ChoiceIcon }) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={choice === current.mode}
            selected={choice === current.mode}
            onClick={() => {
              setMode(choice);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <ChoiceIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
