import { render, screen } from '@testing-library/react';
import { ImageField } from './ImageField';

describe('ImageField', () => {
  it('loads the preview of a chosen file at once, before its blob URL is released', () => {
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/chosen');
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const file = new File(['png'], 'banner.png', { type: 'image/png' });
    render(<ImageField id="image" label="Mobile Image" file={file} onChange={() => undefined} />);
    const preview = screen.getByRole('img', { name: 'Mobile Image preview' });
    expect(preview).toHaveAttribute('src', 'blob:http://localhost/chosen');
    // A lazy image out of view waits until it is scrolled to, by when its URL may be gone.
    expect(preview).toHaveAttribute('loading', 'eager');
  });
});
