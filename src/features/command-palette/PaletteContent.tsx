import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useScreenLinks } from '@/components/ScreenLinks';
import { PALETTE_LISTBOX_ID, PaletteListbox, paletteOptionId } from './PaletteListbox';
import { screenOptions, type PaletteOption } from './paletteOptions';
import { PaletteStatus } from './PaletteStatus';
import { usePaletteSearch } from './usePaletteSearch';

/** Up and Down move the highlight, wrapping around; other keys are left to the input. */
const MOVES: Partial<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The palette's combobox (WAI-ARIA's combobox with a listbox popup): what is typed filters the
 * screens and, with a server that pages its lists, searches orders and users. Enter or a click
 * opens the highlighted choice; Escape is the dialog's.
 */
export function PaletteContent({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const screens = useScreenLinks();
  const search = usePaletteSearch(text);
  const options = useMemo(
    () => [...screenOptions(screens, text), ...search.options],
    [screens, text, search.options],
  );
  // The answers may shorten the list under the highlight.
  const activeIndex = Math.min(active, options.length - 1);

  // Before the dialog's focus trap runs, which then leaves focus where it is, inside.
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    document.getElementById(paletteOptionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (option: PaletteOption) => {
    onClose();
    void navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move && options.length > 0) {
      event.preventDefault();
      setActive((activeIndex + move + options.length) % options.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  const expanded = options.length > 0;
  return (
    <>
      <InputBase
        inputRef={input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        placeholder="Search screens, orders and users"
        startAdornment={<SearchIcon sx={{ mr: 1.5, color: 'text.secondary' }} />}
        sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', fontSize: '1.1rem' }}
        slotProps={{
          input: {
            role: 'combobox',
            'aria-label': 'Search screens, orders and users',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? PALETTE_LISTBOX_ID : undefined,
            'aria-activedescendant': expanded ? paletteOptionId(activeIndex) : undefined,
            onKeyDown,
          },
        }}
      />
      {expanded && (
        <PaletteListbox
          options={options}
          activeIndex={activeIndex}
          onChoose={choose}
          onHover={setActive}
        />
      )}
      <PaletteStatus search={search} empty={!expanded && !search.searching} text={text} />
    </>
  );
}
