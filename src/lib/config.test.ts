import { readConfig, type AppConfig } from './config';

afterEach(() => {
  delete window.__BACKOFFICE_CONFIG__;
});

// lists: User and Order Management paged on the server, else whole lists, as every backend
// allows; screens: the tab-only screens kept on the server, else in the tab, as the
// specification's backend needs.
describe.each([
  { setting: 'lists', fallback: 'client', badValue: 'paged' },
  { setting: 'screens', fallback: 'tab', badValue: 'cloud' },
] as const)('readConfig: $setting', ({ setting, fallback, badValue }) => {
  const configWith = (value: string): Partial<AppConfig> => ({ [setting]: value });

  it('is on the server when config.js says so', () => {
    window.__BACKOFFICE_CONFIG__ = configWith('server');
    expect(readConfig()[setting]).toBe('server');
  });

  it.each([
    ['no config.js', undefined],
    ['no setting', {}],
    ['a bad value', configWith(badValue)],
  ])(`is ${fallback} with %s`, (_case, config) => {
    window.__BACKOFFICE_CONFIG__ = config;
    expect(readConfig()[setting]).toBe(fallback);
  });
});
