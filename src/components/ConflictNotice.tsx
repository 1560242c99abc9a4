import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Whose value of a field both admins changed goes on: theirs, saved meanwhile, or mine. */
export type ClashSide = 'theirs' | 'mine';

/** A field both admins changed, to different values: its words and both values as text. */
export interface Clash {
  field: string;
  label: string;
  theirs: string;
  mine: string;
}

/** What the dialog offers when a save was refused as stale. */
export interface ConflictChoice {
  /** "This banner was changed by meera@shop.example at 10:42 after you opened it." */
  message: string;
  /** The fields both changed, with the side picked for each (mine until the admin picks). */
  clashes: readonly (Clash & { side: ClashSide })[];
  onPick: (field: string, side: ClashSide) => void;
  /**
   * The ways on, the first the one suggested: the admin's edits on top of the item as it is
   * now, or the item as it is now; for an item deleted meanwhile, create it again or discard.
   */
  actions: readonly { label: string; onClick: () => void }[];
}

/** One field both changed: theirs and mine, side by side, one to pick. */
function ClashPick({
  clash,
  onPick,
}: { clash: ConflictChoice['clashes'][number] } & Pick<ConflictChoice, 'onPick'>) {
  return (
    <RadioGroup
      aria-label={clash.label}
      value={clash.side}
      onChange={(_event, side) => onPick(clash.field, side as ClashSide)}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {clash.label}
      </Typography>
      <FormControlLabel
        value="theirs"
        control={<Radio size="small" />}
        label={`Theirs: ${clash.theirs}`}
      />
      <FormControlLabel
        value="mine"
        control={<Radio size="small" />}
        label={`Mine: ${clash.mine}`}
      />
    </RadioGroup>
  );
}

/**
 * What a create/edit dialog says when its save was refused because someone else changed or
 * deleted the item since the dialog opened it (docs/api.md#versions): where both changed a
 * field, theirs and mine to pick from; then the ways on.
 */
export function ConflictNotice({ message, clashes, onPick, actions }: ConflictChoice) {
  return (
    <Alert severity="warning" role="alert">
      {message}
      {clashes.length > 0 && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2">
            You both changed these fields: pick the value to keep.
          </Typography>
          {clashes.map((clash) => (
            <ClashPick key={clash.field} clash={clash} onPick={onPick} />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {actions.map(({ label, onClick }, index) => (
          <Button
            key={label}
            size="small"
            {...(index === 0 ? { variant: 'contained', color: 'warning' } : { color: 'inherit' })}
            onClick={onClick}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}
