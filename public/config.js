// Run-time configuration of the back-office, read once when the page loads.
// Edit this file in dist/ to point a built SPA at another backend: no rebuild is needed.
window.__BACKOFFICE_CONFIG__ = {
  // Address of the API, e.g. 'https://api.example.com'. Empty: the origin that serves this page.
  apiBaseUrl: '',
  // Milliseconds before a request is given up with a time-out error.
  requestTimeoutMs: 30000,
};
