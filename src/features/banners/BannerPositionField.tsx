import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ResourceId } from '@/api/resourceApi';
import type { bindField } from '@/lib/formik';
import { MIN_POSITION } from '../../../contract/formRules';
import type { BannerFormValues } from './bannerSchema';
import { banners } from './bannersApi';
import { holdersOf, SHIFT_LABEL, takenNotice } from './bannerPositions';

interface Props {
  formik: FormikProps<BannerFormValues>;
  /** The Position field as the form binds it. */
  bound: ReturnType<typeof bindField<BannerFormValues>>;
  /** The banner edited; none on create. */
  itemId: ResourceId | undefined;
}

/**
 * The Position field; when another banner holds the position, it says so and, where the backend
 * can, offers to move the others down on save (docs/api.md#banner-positions). Without that,
 * banners share the position, as they always could.
 */
export function BannerPositionField({ formik, bound, itemId }: Props) {
  const { data: listed = [] } = banners.useList();
  const notice = takenNotice(
    formik.values.position,
    holdersOf(listed, formik.values.position, itemId),
  );
  return (
    <>
      <TextField
        label="Position"
        type="number"
        placeholder="1"
        required
        {...bound}
        helperText={bound.helperText ?? notice}
        slotProps={{ htmlInput: { min: MIN_POSITION, step: 1, inputMode: 'numeric' } }}
      />
      {notice && banners.takesOwnFields() && (
        <FormControlLabel
          label={SHIFT_LABEL}
          control={<Checkbox {...formik.getFieldProps({ name: 'shift', type: 'checkbox' })} />}
        />
      )}
    </>
  );
}
