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

describe("ImageField's button", () => {
  it('is named by its field, so that two on one form are told apart, and says when it is wrong', () => {
    const noChange = () => undefined;
    render(
      <>
        <ImageField id="desktop" label="Desktop Image" required file={null} onChange={noChange} />
        <ImageField
          id="mobile"
          label="Mobile Image"
          file={null}
          error="Mobile image is required."
          onChange={noChange}
        />
      </>,
    );
    const desktop = screen.getByRole('button', { name: 'Choose image for Desktop Image' });
    expect(desktop).not.toHaveAttribute('aria-invalid', 'true');
    const mobile = screen.getByRole('button', { name: 'Choose image for Mobile Image' });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Mobile image is required.');
  });
});
