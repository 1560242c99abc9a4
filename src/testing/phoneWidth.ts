/** A phone's width, as the screens' breakpoints read it. */
const PHONE_WIDTH = 390;

/** Within a describe: each test at a phone's width, the window's own given back after it. */
export function atPhoneWidth() {
  const width = window.innerWidth;
  const resize = (value: number) =>
    Object.defineProperty(window, 'innerWidth', { value, configurable: true });
  beforeEach(() => resize(PHONE_WIDTH));
  afterEach(() => resize(width));
}
