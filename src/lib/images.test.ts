import { resolveMediaUrl } from './images';

describe('resolveMediaUrl', () => {
  const api = 'https://api.example.com';

  it("resolves the server's paths against the backend, and keeps what a browser can show", () => {
    expect(resolveMediaUrl('/media/a.png', api)).toBe('https://api.example.com/media/a.png');
    expect(resolveMediaUrl('https://cdn.example.com/a.png', api)).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(resolveMediaUrl('data:image/png;base64,AAAA', api)).toBe('data:image/png;base64,AAAA');
    expect(resolveMediaUrl('blob:http://localhost/1', api)).toBe('blob:http://localhost/1');
    expect(resolveMediaUrl(null, api)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com/a.png',
    'vbscript:msgbox(1)',
  ])('shows no image for %j', (url) => {
    expect(resolveMediaUrl(url, api)).toBeNull();
  });
});
