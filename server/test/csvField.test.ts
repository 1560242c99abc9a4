/** The export's CSV writer, held to the table of cases the browser's writer meets too. */
import { CSV_FIELD_CASES } from '../../src/testing/csvFieldCases';
import { csvField } from '../../contract/csv';

describe('csvField', () => {
  it.each(CSV_FIELD_CASES)('$rule', ({ cases }) => {
    expect(cases.map(([value]) => csvField(value))).toEqual(cases.map(([, field]) => field));
  });
});
