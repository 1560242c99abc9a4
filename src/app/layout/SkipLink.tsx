import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the Tab key on every admin page, shown only once it has
 * the focus, which it moves past the sidebar and the top bar to the screen itself (WCAG 2.4.1).
 * The focus is moved by hand: a `#main-content` in the address would be the router's to read.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        // Off screen until focused, not hidden: a hidden link is not in the Tab order.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineOffset: 2 },
      }}
    >
      Skip to content
    </Link>
  );
}
