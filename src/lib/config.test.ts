import { readConfig } from './config';

describe('readConfig: lists', () => {
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it('pages User and Order Management on the server when config.js says so', () => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    expect(readConfig().lists).toBe('server');
  });

  it.each([
    ['no config.js', undefined],
    ['no setting', {}],
    ['a bad value', { lists: 'paged' as never }],
  ])('loads whole lists with %s, as every backend allows', (_case, config) => {
    window.__BACKOFFICE_CONFIG__ = config;
    expect(readConfig().lists).toBe('client');
  });
});

describe('readConfig: screens', () => {
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it('keeps the tab-only screens on the server when config.js says so', () => {
    window.__BACKOFFICE_CONFIG__ = { screens: 'server' };
    expect(readConfig().screens).toBe('server');
  });

  it.each([
    ['no config.js', undefined],
    ['no setting', {}],
    ['a bad value', { screens: 'cloud' as never }],
  ])("keeps them in the tab with %s, as the specification's backend needs", (_case, config) => {
    window.__BACKOFFICE_CONFIG__ = config;
    expect(readConfig().screens).toBe('tab');
  });
});
