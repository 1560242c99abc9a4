import { anchorsOf, brokenReferences, slug } from './check-doc-links';

const DOC =
  '# Title\n\n## 7. Calls to the backend\n\n### Banner Management\n\n## Notes\n\n## Notes\n';
const readDoc = (file: string) => (file === 'docs/requirements.md' ? DOC : undefined);

describe('doc link check', () => {
  it('makes GitHub anchors of headings', () => {
    expect(slug('7. Calls to the backend')).toBe('7-calls-to-the-backend');
    expect(slug('Sign-in and session')).toBe('sign-in-and-session');
    expect([...anchorsOf(DOC)]).toEqual([
      'title',
      '7-calls-to-the-backend',
      'banner-management',
      'notes',
      'notes-1',
    ]);
  });

  it('accepts a link to an existing heading', () => {
    const text = '/** See docs/requirements.md#banner-management. */';
    expect(brokenReferences('a.ts', text, readDoc)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a stale reference', () => {
    const text = [
      '// docs/missing.md#x',
      '// docs/requirements.md#no-such-heading',
      `// spec ${'§'}2`,
    ].join('\n');
    expect(brokenReferences('a.ts', text, readDoc)).toEqual([
      'a.ts:1: docs/missing.md does not exist',
      'a.ts:2: docs/requirements.md has no heading #no-such-heading',
      'a.ts:3: points to a document outside the repository',
    ]);
  });
});
