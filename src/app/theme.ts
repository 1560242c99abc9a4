import { createTheme } from '@mui/material/styles';

/** One place for the look of every screen; pages do not restyle MUI components one by one. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e3a5f' },
    // Dark enough for white text at 4.5:1 (WCAG AA); the avatar's initials sit on it.
    secondary: { main: '#0b7a6b' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: '#e3e8ef' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});
