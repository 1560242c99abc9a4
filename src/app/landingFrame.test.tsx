import { render, waitFor } from '@testing-library/react';
import { server } from '@/testing/server';
import {
  drawLandingFrame,
  isLandingFrameShown,
  LandingFrameHandover,
  showLandingFrame,
} from './landingFrame';

/** The copy shown over the page (the drawing itself is in a hidden element of its own). */
const copyOnPage = () => document.querySelector<HTMLElement>('body > [data-landing-frame]');

describe('the landing frame drawn while the sign-in form is filled', () => {
  // The frame is drawn in a root of its own when the browser is idle, as in a browser: outside
  // any act() of the test.
  const { IS_REACT_ACT_ENVIRONMENT: actEnvironment } = globalThis as {
    IS_REACT_ACT_ENVIRONMENT?: boolean;
  };
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    window.requestIdleCallback = (callback) => window.setTimeout(callback);
  });
  afterAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('shows nothing at the token when nothing has been drawn', () => {
    expect(showLandingFrame()).toBe(false);
    expect(isLandingFrameShown()).toBe(false);
  });

  it('is drawn hidden, asking nothing, shown at the token, and gone at the app’s first render', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    await drawLandingFrame();
    await waitFor(() => expect(copyOnPage()).not.toBeNull());
    const copy = copyOnPage() as HTMLElement;
    // Laid out, not shown; answering nothing: the app is not there yet.
    expect(copy).not.toBeVisible();
    expect(copy).toHaveAttribute('inert');
    // The layout and the dashboard's heading, as a signed-in admin sees them before any answer.
    expect(copy.querySelector('main h1')).toHaveTextContent(/^Welcome back!$/);
    expect(copy).toHaveTextContent('Welcome, Super Admin');
    expect(copy.querySelector('nav')).toHaveTextContent('Order Management');
    expect(asked).toEqual([]);

    expect(showLandingFrame()).toBe(true);
    expect(copy).toBeVisible();
    expect(isLandingFrameShown()).toBe(true);

    render(<LandingFrameHandover />);
    expect(copyOnPage()).toBeNull();
    expect(isLandingFrameShown()).toBe(false);
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});
