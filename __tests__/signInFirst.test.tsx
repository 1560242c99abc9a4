import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signInAs, signInToDashboard, withSignInFirstPage } from '@/testing/signInFirst';

// The refused sign-in comes first: the app the page loads is made once per file.
withSignInFirstPage();

describe('the sign-in page shown first', () => {
  it('checks the fields with the login rules it loads when first needed', async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it('shows the refusal and stays on the page; the app it loaded had asked for the airlo token', async () => {
    let loginAuthorization: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/admin/admin-login'))
        loginAuthorization = request.headers.get('Authorization');
    });
    await signInAs('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin-login');
    expect(loginAuthorization).toBe('Bearer airlo-token');
    server.events.removeAllListeners();
  });

  it('signs in through the app it loads, then shows the app in its place', async () => {
    let airloTokenRequests = 0;
    server.use(
      http.post(`${API}/airlo/token`, () => {
        airloTokenRequests++;
        return HttpResponse.json({ data: { access_token: 'first-airlo' } });
      }),
    );
    expect(await signInToDashboard()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('persist:session') ?? '{}')).toMatchObject({
      jwtToken: expect.stringMatching(/^"ey/),
    });
    // Asked once, when the app started beside the first test's form; none since.
    expect(airloTokenRequests).toBe(0);
  });
});
